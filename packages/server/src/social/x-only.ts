/*
 * Reddit posts and profiles share the store with X's. Analyses of a keyword or a conversation read
 * both; what is for X alone (the targeting generator, audience builder and package reach, creators
 * and influencers: accounts an X ad or partnership reaches) reads X's rows only, through these.
 */

/** SQL: the post (as `alias`) is on X. */
export const onX = (alias: string) => `${alias}.platform = 'x'`;

/**
 * SQL: an account id (a column of a table without the platform at hand, such as a pinned scope)
 * is not a Reddit account's. Reddit's are "reddit:u_name" (see core's reddit-things), X's digits.
 */
export const notRedditId = (column: string) => `left(${column}, 7) <> 'reddit:'`;
