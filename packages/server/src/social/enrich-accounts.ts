import { randomInt } from "node:crypto";
import { ORG_BIO, ORG_NAME } from "@xa/text/demographics/account-type";
import { ARTICLES, ROLES_F, ROLES_M } from "@xa/text/demographics/gender";
import { enrichAccount } from "@xa/text/enrich/enrich-account";
import { ENRICHMENT_VERSION } from "@xa/text/enrich/enrichment-version";
import { type Db, yieldToEventLoop } from "../db/database.ts";
import { isCitus } from "../db/distribute.ts";
import { staleRows } from "./stale-rows.ts";

type AccountForEnrichment = {
  id: string;
  name: string | null;
  handle: string | null;
  bio: string | null;
  location: string | null;
  verified_type: string | null;
};

/**
 * Accounts per batch. A batch's authors' hashtags are read in one query; for many authors the
 * planner scans the posts table once, in order, rather than reading all over it, so batches are
 * large. PGlite's memory lives in the importing process and never shrinks: smaller batches there
 * keep the step under the import's own peak memory.
 */
const BATCH = { postgres: 20_000, pglite: 5_000 };

/**
 * Infers demographics for accounts not enriched with the current methods (new or changed
 * profiles), in id order so it can stop and resume anywhere. Idempotent. Returns how many were
 * enriched.
 *
 * An import running meanwhile may change an account between the read and the write: a new
 * profile, or new tagged posts (which change its interests). A batch therefore first claims its
 * accounts, and writes a result only to an account still claimed by this run: the claim sets the
 * enrichment version to minus the run's number (below every real version, so the claims of a run
 * that stopped half-way are simply pending). A new profile or a new tagged post sets the version
 * back to 0 (an import resets every version but 0, a claim included), and the account waits for
 * the next run: the changing import's own enrichment step. Accounts an import holds locked are
 * skipped, not waited for, for that reason. An account another run claims meanwhile (after such a
 * reset) gets that run's number, so this run's result, of older data, does not land on it either.
 */
export async function enrichAccounts(
  db: Db,
  options: {
    batchSize?: number;
    afterId?: string;
    now?: Date;
    onBatch?: (done: number, lastId: string) => Promise<void>;
    /** stops between batches (the server stopping); the claims left are pending for the next run */
    signal?: AbortSignal;
  } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? BATCH[db.kind];
  const claim = -randomInt(1, 2 ** 31 - 1);
  let afterId = options.afterId ?? "";
  let done = 0;
  // Citus cannot lock rows of a query over all shards: there, two enrichments at once may claim the
  // same accounts and enrich them twice (with the same result) instead of skipping each other's.
  const lock = (await isCitus(db)) ? "" : " FOR UPDATE SKIP LOCKED";
  for (;;) {
    await yieldToEventLoop();
    if (options.signal?.aborted) return done;
    // A Reddit name is a chosen username ("u/name"), not a person's name: nothing is read from it.
    // Claimed (and committed) before its hashtags are read: any tagged post committed after this
    // statement comes with a reset of the account, which the write below then sees.
    const accounts = await db.query<AccountForEnrichment>(
      `WITH next AS (
         SELECT id FROM accounts WHERE enrichment_version < $1 AND id > $2
         ORDER BY id LIMIT $3${lock}),
       claimed AS (
         UPDATE accounts AS a SET enrichment_version = $4 FROM next WHERE a.id = next.id
         RETURNING a.id, CASE WHEN a.platform = 'x' THEN a.name END AS name, a.handle, a.bio, a.location, a.verified_type)
       SELECT * FROM claimed ORDER BY id`,
      [ENRICHMENT_VERSION.accounts, afterId, batchSize, claim],
    );
    if (accounts.length === 0) return done;
    const ids = accounts.map((a) => a.id);
    // One row per author with its hashtag counts as one JSON object: far fewer rows (and objects
    // they parse into) than one row per author and hashtag.
    const tagRows = await db.query<{ author_id: string; tags: Record<string, number> }>(
      `SELECT author_id, jsonb_object_agg(tag, n) AS tags
       FROM (SELECT author_id, tag, count(*)::int AS n FROM posts, unnest(hashtags) AS tag
             WHERE author_id = ANY($1::text[]) GROUP BY author_id, tag) AS t
       GROUP BY author_id`,
      [ids],
    );
    const tags = new Map(tagRows.map((r) => [r.author_id, r.tags]));
    const rows = accounts.map((a) => {
      const e = enrichAccount(
        { name: a.name, handle: a.handle, bio: a.bio, location: a.location, verifiedType: a.verified_type },
        tags.get(a.id) ?? {},
        options.now,
      );
      return {
        id: a.id,
        account_type: e.accountType,
        gender: e.gender,
        gender_confidence: e.genderConfidence,
        age_band: e.ageBand,
        country: e.country,
        city: e.city,
        job_group: e.jobGroup,
        interests: e.interests,
      };
    });
    const [written] = await db.query<{ n: number }>(
      `WITH written AS (
         UPDATE accounts AS a SET account_type = x.account_type, gender = x.gender, gender_confidence = x.gender_confidence,
           age_band = x.age_band, country = x.country, city = x.city, job_group = x.job_group, interests = x.interests,
           enrichment_version = $2
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, account_type text, gender text,
           gender_confidence real, age_band text, country text, city text, job_group text, interests text[])
         WHERE a.id = x.id AND a.enrichment_version = $3
         RETURNING 1)
       SELECT count(*)::int AS n FROM written`,
      [JSON.stringify(rows), ENRICHMENT_VERSION.accounts, claim],
    );
    done += written?.n ?? 0;
    afterId = accounts[accounts.length - 1]?.id ?? afterId;
    await options.onBatch?.(done, afterId);
  }
}

/** A pattern as a PostgreSQL string literal's text. */
const sqlText = (pattern: string) => pattern.replaceAll("'", "''");

/**
 * Which accounts each change of the accounts' enrichment can alter, by the version that made it,
 * as a condition on the stored profile (see staleRows). A change that reaches every account says "true".
 */
const CHANGED_BY_VERSION: Record<number, string> = {
  // Locations, ages, job titles and interests read from the profile more carefully (see
  // ENRICHMENT_VERSION): any account with a location or a bio; and hashtags: #fire is no longer
  // finance.
  2: "coalesce(location, '') <> '' OR coalesce(bio, '') <> '' OR id IN (SELECT author_id FROM posts WHERE hashtags @> ARRAY['fire'])",
  // An organisation's name, or one an article starts, gives no first name: names with an
  // organisation word (the same pattern, which PostgreSQL's regular expressions read alike) or an
  // article anywhere; and job titles: bios naming an analyst or a hobby.
  3: `normalize(coalesce(name, ''), NFKC) ~* '${ORG_NAME.source.replaceAll("'", "''")}|\\m(${ARTICLES.join("|")})\\M' OR coalesce(bio, '') ~* 'analyst|by (hobby|passion)'`,
  // Ages: an early, mid or late decade in a bio ("late 20s") is placed in the decade, not at its middle.
  4: "coalesce(bio, '') ~* '(early|mid|late)[[:space:]-]*[1-9]0'",
  // Places: states and provinces after a city, regions, a country written later: any location.
  5: "coalesce(location, '') <> ''",
  // Gender: a partner's or parent's role in the bio is not the writer's, pronouns in the location
  // count; and names: an acronym first ("ESPN"), a title ("Mrs"), accents (clément): accounts with
  // a role word or pronouns in the bio or location, or such a name.
  6: `coalesce(bio, '') ~* '${ROLES_F}|${ROLES_M}|/|主婦|主夫|女子|男子|ママ|パパ|母|父|妻|夫' OR coalesce(location, '') ~ '/' OR coalesce(name, '') ~ '^[[:upper:]]{2,4}([^[:alpha:]]|$)' OR coalesce(name, '') ~* '^(mr|mrs|ms|miss)[^[:alpha:]]' OR octet_length(coalesce(name, '')) <> char_length(coalesce(name, ''))`,
  // Organisations found by more words of their name or handle, or of their bio (the same patterns).
  7: `normalize(coalesce(name, '') || ' ' || coalesce(handle, ''), NFKC) ~* '${sqlText(ORG_NAME.source)}' OR normalize(coalesce(bio, ''), NFKC) ~* '${sqlText(ORG_BIO.source)}'`,
  // Gender: a role word a sentence is about ("Husband is a nurse") is not the writer's.
  8: `coalesce(bio, '') ~* '(${ROLES_F}|${ROLES_M})[[:space:]]+(is|was|has|says|and i)'`,
  // Places: a territory's code after a city elsewhere, Bath and Reading, directions of other languages.
  9: "coalesce(location, '') <> ''",
};

/**
 * Brings accounts enriched with older methods up to date when the server starts (an import
 * enriches its own accounts; a change of method would otherwise wait for the next import). The
 * accounts no change since their version can alter are marked current as they are, without being
 * read; the others, and any left pending (an import stopped before its enrichment step), are
 * enriched again by `enrichAccounts`. Idempotent; stops between batches with the server. Returns
 * how many were enriched.
 */
export async function enrichStaleAccounts(db: Db, options: { signal?: AbortSignal } = {}): Promise<number> {
  const current = ENRICHMENT_VERSION.accounts;
  const stale = staleRows(CHANGED_BY_VERSION, current);
  // One statement for every older version; version 0 (pending) and claims (below 0) are left to enrichAccounts.
  await db.query(
    `UPDATE accounts SET enrichment_version = $1 WHERE enrichment_version BETWEEN 1 AND $1 - 1${stale ? ` AND NOT (${stale})` : ""}`,
    [current],
  );
  return enrichAccounts(db, options.signal ? { signal: options.signal } : {});
}
