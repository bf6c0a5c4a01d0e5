import type { Language } from "@xa/core";
import type { AutopilotRequest, AutopilotResult } from "@xa/core/targeting/autopilot-request";
import { estimateSize } from "@xa/core/targeting/estimate-size";
import { pickAge, pickGender } from "@xa/core/targeting/rank-demographics";
import { rankHandles } from "@xa/core/targeting/rank-handles";
import { rankTerms } from "@xa/core/targeting/rank-terms";
import { targetingPackage } from "@xa/core/targeting/targeting-package";
import type { TargetingConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { askedLanguages, askedPlaces } from "./asked-places.ts";
import { countAudienceHandles, countHandlePosts } from "./audience-handles.ts";
import { rankAudienceKeywords } from "./audience-keywords.ts";
import { readAudienceProfile } from "./audience-profile.ts";
import { keepBriefSide } from "./audience-side.ts";
import { audiencePostsSelect, countAudiencePosts, countAudienceScripts, countAudienceTerms } from "./audience-terms.ts";
import { withBriefReading } from "./brief-reading.ts";
import { interestEntries, topicEntries } from "./catalogue-mapping.ts";
import { findAudience, leaveOutOfAudience, rankedAudience } from "./find-audience.ts";
import { measurePackageAudience } from "./measure-package-audience.ts";
import {
  campTags,
  leftOutTags,
  otherCampHandles,
  otherSideHandles,
  otherSideTerms,
  unmarkedTerms,
} from "./other-side-terms.ts";
import { createScratchTable } from "./scratch-table.ts";
import { ensureStoreTermStats } from "./store-term-stats.ts";
import { offTopicOfAudience } from "./topic-fit.ts";

/** How many keywords, hashtags and handles a generated package suggests at most. */
export const PACKAGE_LIST_LIMIT = 50;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** How many of the top keywords and hashtags say what the audience talks about, for a handle's fit. */
const TOPIC_TERMS = 20;
/** Candidates measured for fit: more than the list holds, as the fit drops some. */
const HANDLE_CANDIDATES = PACKAGE_LIST_LIMIT * 4;

/** The audience the brief names has no account in the store: the generation fails with 'No audience found'. */
export class NoAudienceError extends Error {}

/**
 * Generates a targeting package from a request: finds its audience in the store, ranks the keywords,
 * hashtags and look-alike handles that set it apart by the request's order, reads its places,
 * languages, interests, age and gender, and estimates its size and budget.
 */
export async function generatePackage(
  db: Db,
  given: AutopilotRequest,
  options: { language: Language; now: Date; targeting: TargetingConfig },
): Promise<AutopilotResult> {
  const started = performance.now();
  const store = await ensureStoreTermStats(db);
  const { request, topic } = withBriefReading(given, options);
  const audience = await findAudience(
    db,
    { ...request, description: topic },
    { language: options.language, now: options.now, store },
  );
  let posts: Awaited<ReturnType<typeof createScratchTable>> | null = null;
  try {
    if (audience.size === 0 && !audience.topic?.size)
      throw new NoAudienceError("no account of the store matches the brief");
    // Sides are read on the whole debate: the few accounts of one place engage in clusters by chance.
    const side = await keepBriefSide(db, audience.topic?.table ?? audience.table, audience.briefTerms);
    if (side && audience.topic) {
      audience.topic.size = side.kept;
      await leaveOutOfAudience(db, audience, side.leftOut);
    } else if (side) audience.size = side.kept;
    const ranked = rankedAudience(audience);
    const onTopic =
      ranked.narrowedSize !== null ? { audience_accounts: ranked.narrowedSize, topic_accounts: ranked.size } : null;
    if (ranked.size === 0) throw new NoAudienceError("no account of the store is on the brief's side");
    posts = await createScratchTable(db, audiencePostsSelect(ranked.table), []);
    const rank = {
      audienceSize: ranked.size,
      storeSize: store.accounts,
      order: request.order,
      limit: PACKAGE_LIST_LIMIT,
      audiencePosts: await countAudiencePosts(db, posts.name),
      storePosts: store.posts,
    };
    const scripts = await countAudienceScripts(db, posts.name);
    const keywordCounts = await countAudienceTerms(db, posts.name, "keyword", scripts, store);
    const hashtagCounts = await countAudienceTerms(db, posts.name, "hashtag", scripts, store);
    const handleCounts = await countAudienceHandles(db, ranked.table);
    // Ranked on the topic everywhere: the languages are still those written in the places asked.
    const languagesIn = onTopic ? audience.countries : [];
    const profile = await readAudienceProfile(db, ranked.table, posts.name, options.language, languagesIn);
    const theirs =
      side &&
      (await otherSideTerms(
        db,
        { keywords: keywordCounts, hashtags: hashtagCounts },
        { kept: ranked.size, leftOut: side.leftOut },
      ));
    // Who never tags the brief's own hashtags is not its audience, debate or not (see unmarkedTerms).
    const unmarked = await unmarkedTerms(
      db,
      posts.name,
      { keywords: keywordCounts, hashtags: hashtagCounts },
      { hashtags: audience.typedTags, audienceSize: ranked.size },
    );
    const excluded = {
      keywords: new Set([...audience.excluded, ...(theirs?.keywords ?? []), ...unmarked.keywords]),
      hashtags: new Set([...audience.excluded, ...(theirs?.hashtags ?? []), ...unmarked.hashtags]),
    };
    const offTopic = await offTopicOfAudience(
      db,
      posts.name,
      { keywords: keywordCounts, hashtags: hashtagCounts },
      { ...rank, exclude: excluded.keywords, countries: audience.countries },
      store,
    );
    const keywords = await rankAudienceKeywords(db, posts.name, keywordCounts, {
      ...rank,
      exclude: new Set([...excluded.keywords, ...offTopic.keywords]),
      countries: audience.countries,
      sides: { theirs: new Set([...(theirs?.keywords ?? []), ...unmarked.keywords]), ours: unmarked.marked },
    });
    const hashtags = rankTerms(hashtagCounts, {
      ...rank,
      exclude: new Set([...excluded.hashtags, ...offTopic.hashtags]),
    });
    // The other camp's tags (those the package left out, and those of the accounts the side left
    // out) are read only when the brief tags its own side: they are compared with its tags' users.
    const theirTags =
      audience.typedTags.length === 0
        ? []
        : [
            ...campTags(
              hashtagCounts.filter((c) => excluded.hashtags.has(c.term)),
              { camp: ranked.size, store: store.accounts },
            ),
            ...(side
              ? campTags(await leftOutTags(db, side.leftOut), { camp: side.leftOut.length, store: store.accounts })
              : []),
          ];
    const theirHandles = new Set([
      ...(side ? await otherSideHandles(db, handleCounts, { kept: ranked.size, leftOut: side.leftOut }) : []),
      ...(await otherCampHandles(db, handleCounts, { brief: audience.typedTags, theirs: [...new Set(theirTags)] })),
    ]);
    const handles = await lookAlikeHandles(
      db,
      handleCounts.filter((h) => !theirHandles.has(h.id)),
      {
        rank,
        minFollowers: options.targeting.handleMinFollowers,
        words: [...audience.briefTerms, ...keywords.slice(0, TOPIC_TERMS).map((k) => k.label)],
        hashtags: hashtags.slice(0, TOPIC_TERMS).map((h) => h.label),
      },
    );
    // Asked for: as asked. Otherwise what the audience's inferred demographics support.
    const ages = pickAge(profile.ages);
    const genders = pickGender(profile.genders);
    const age = request.age !== "AGE_ANY" ? request.age : ages.age;
    const gender = request.gender !== "ANY" ? request.gender : genders.gender;
    const countries = audience.countries.length > 0 ? audience.countries : profile.countries;
    const asked = askedPlaces(request, profile.locations, options.language);
    const pkg = targetingPackage.parse({
      keywords: keywords.filter((k) => !repeatsHandle(k.label, handles)).map((k) => ({ ...k, deselected: false })),
      hashtags: hashtags.map((h) => ({ ...h, deselected: false })),
      handles,
      languages:
        request.languages.length > 0
          ? askedLanguages(request.languages, profile.languages, options.language)
          : profile.languages,
      interests: interestEntries(profile.interests, ranked.size, store.accounts, options.language),
      conversation_topics: topicEntries([...keywords, ...hashtags].map((t) => t.label)),
      age,
      gender,
      locations: asked.length > 0 ? asked : profile.locations,
    });
    // Sized by what the package reaches, as a saved audience is, so the two figures agree.
    const reach = await measurePackageAudience(db, { targeting_package: pkg, countries }, options);
    const estimate = estimateSize({
      accountsInStore: reach.accounts_in_store,
      audienceAccounts: audience.size,
      rankedOnTopic: onTopic?.topic_accounts ?? null,
      scaleFactor: options.targeting.scaleFactor,
      // A budget is in the currency it was given in; otherwise the operator's.
      ...(request.budget !== null && request.currency !== options.targeting.currency
        ? { cpm: options.targeting.cpms[request.currency], currency: request.currency }
        : { cpm: options.targeting.cpm, currency: options.targeting.currency }),
      sizeOption: request.size_option,
      budget: request.budget,
      size: request.size,
      language: options.language,
      filters: audience.filters,
    });
    return {
      targeting_package: pkg,
      countries,
      estimate,
      brief_terms: audience.briefTerms,
      widened_terms: audience.widenedTerms,
      set_aside_terms: audience.setAsideTerms,
      demographics: {
        age_coverage: round4(request.age !== "AGE_ANY" ? 1 : ages.coverage),
        age_unknown_share: round4(ages.unknown_share),
        gender_share: round4(request.gender !== "ANY" ? 1 : genders.share),
        gender_unknown_share: round4(genders.unknown_share),
      },
      ranked_on_topic: onTopic,
      handle_min_followers: options.targeting.handleMinFollowers,
      one_side: side && { accounts_kept: side.kept, accounts_left_out: side.leftOut.length },
      took_ms: Math.round(performance.now() - started),
    };
  } finally {
    await posts?.drop();
    await audience.drop();
  }
}

/** Whether a keyword only repeats a suggested handle, as posts write it without its @ ("kumoroasters"). */
function repeatsHandle(keyword: string, handles: readonly { handle: string }[]): boolean {
  const words = keyword.toLowerCase().split(" ");
  return handles.some((h) => words.includes(h.handle.toLowerCase()));
}

/** The accounts the audience follows and engages with, kept and ordered by their fit (rankHandles). */
async function lookAlikeHandles(
  db: Db,
  counts: Awaited<ReturnType<typeof countAudienceHandles>>,
  options: {
    rank: Parameters<typeof rankTerms>[1];
    minFollowers: number;
    words: readonly string[];
    hashtags: readonly string[];
  },
) {
  const byHandle = new Map(counts.map((h) => [h.term, h]));
  const ranked = rankTerms(counts, { ...options.rank, limit: HANDLE_CANDIDATES });
  const ids = ranked.flatMap(({ label }) => byHandle.get(label)?.id ?? []);
  // The brief's terms come as written: #tags are tags, @handles say nothing of a post's topic.
  const lower = options.words.map((w) => w.toLowerCase());
  const words = [...new Set(lower.filter((w) => !/^[#@]/.test(w)))];
  const hashtags = [
    ...new Set([...options.hashtags, ...lower.filter((w) => w.startsWith("#")).map((w) => w.slice(1))]),
  ];
  const posts = await countHandlePosts(db, ids, { words, hashtags });
  const candidates = ranked.map(({ label, evidence }) => {
    const h = byHandle.get(label);
    const own = (h && posts.get(h.id)) ?? { posts: 0, onTopicPosts: 0 };
    const profile = [h?.name, h?.bio].filter(Boolean).join("\n");
    return { label, evidence, followers: h?.followers ?? null, ...own, profile, h };
  });
  return rankHandles(candidates, {
    order: options.rank.order,
    minFollowers: options.minFollowers,
    limit: PACKAGE_LIST_LIMIT,
    terms: [...options.words, ...options.hashtags],
  }).map(({ label, evidence, h, topicShare }) => ({
    handle: label,
    account_id: h?.id ?? null,
    name: h?.name?.slice(0, 200) ?? null,
    followers: h?.followers ?? null,
    account_type: h?.accountType ?? null,
    topic_share: topicShare === null ? null : round4(topicShare),
    deselected: false,
    evidence,
  }));
}
