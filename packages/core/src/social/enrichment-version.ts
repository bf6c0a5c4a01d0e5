/**
 * Bumped when an enrichment method changes, so older rows are enriched again when the server
 * starts (see enrich-accounts and enrich-posts; the rows each change can alter, not all).
 * Accounts: 2 = locations: cities written in Japanese (ニューヨーク, 台北) and other languages (Roma,
 * Москва), country names in 19 languages, the first city written wins; 日本人 is no place; and
 * ages: a stated age is the writer's only ("my 16 yo son" is not); a cat-owner is no decision
 * maker; interests: "fire" is no FIRE movement, and in bios AI, EV, ML, FX count in capitals only;
 * 3 = an organisation's name ("Fox News", "Ananya Panday FC"), or one an article starts ("La Birra"),
 * gives no first name, so no gender; an analyst is financial only in a financial field, and a
 * hobby ("artist by hobby") is no job.
 * Posts: 2 = keywords leave out the handles a reply starts with and a repost's "RT @handle:";
 * 3 = a language is detected when one clearly leads the others (long posts were unknown), and
 * posts in languages other than English and Japanese get sentiment from their emojis only, and
 * "like" is an opinion only as a verb after its subject ("I like", not "just like that").
 */
export const ENRICHMENT_VERSION = { accounts: 3, posts: 3 } as const;
