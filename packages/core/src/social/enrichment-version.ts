/** Bumped when an enrichment method changes, so the enrichment job redoes older rows. */
export const ENRICHMENT_VERSION = 1;
