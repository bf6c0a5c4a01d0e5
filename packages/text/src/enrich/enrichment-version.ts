/**
 * Bumped when an enrichment method changes, so older rows are enriched again when the server
 * starts (see enrich-accounts and enrich-posts; the rows each change can alter, not all). What
 * each version changed is in the history of this file.
 */
export const ENRICHMENT_VERSION = { accounts: 9, posts: 5 } as const;
