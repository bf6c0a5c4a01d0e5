/**
 * Bumped when an enrichment method changes, so older rows are enriched again: accounts by the
 * enrichment step after each import, posts when the server starts (see enrich-posts).
 * Posts: 2 = keywords leave out the handles a reply starts with and a repost's "RT @handle:".
 */
export const ENRICHMENT_VERSION = { accounts: 1, posts: 2 } as const;
