import { z } from "zod";

/** The kinds of criterion an audience is built from, each a set of accounts of the store. */
export const AUDIENCE_CRITERION_KINDS = ["followers_of", "interested_in", "posted_about", "words_in_profile"] as const;
export type AudienceCriterionKind = (typeof AUDIENCE_CRITERION_KINDS)[number];

/** How the included criteria are joined; excluded ones are always taken out of the result. */
export const AUDIENCE_JOINS = ["and", "or"] as const;
export type AudienceJoin = (typeof AUDIENCE_JOINS)[number];

/** At most this many criteria in one audience: each is a set the database combines on every change. */
export const MAX_AUDIENCE_CRITERIA = 8;
/** At most this many handles, interests or words in one criterion. */
export const MAX_CRITERION_VALUES = 20;
/** How many accounts the builder shows of an audience. */
export const AUDIENCE_SAMPLE_SIZE = 20;
/** An interest is suggested when the audience has it at least this much more often than the store… */
export const SUGGEST_MIN_LIFT = 1.2;
/** …and at least this many of the audience's accounts have it, so one account is no evidence. */
export const SUGGEST_MIN_ACCOUNTS = 3;

// The schema lets more through than the rules allow, so the server can say what is wrong in the
// caller's language (too many criteria, an empty query) instead of a bare field error.
const values = z.array(z.string().trim().max(100)).max(100);
const exclude = z.boolean().default(false);

/** One criterion: the accounts it names; `exclude` takes them out of the audience instead. */
export const audienceCriterion = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("followers_of"),
    /** with or without '@'; any of them */
    handles: values,
    exclude,
  }),
  z.object({
    kind: z.literal("interested_in"),
    /** the interests enrichment infers (coffee, gaming…) or catalogue ids that target one (iab:222); any of them */
    interests: values,
    exclude,
  }),
  z.object({
    kind: z.literal("posted_about"),
    /** a keyword query in the analysis's language (OR, AND, NOT, "phrases", #hashtags) */
    query: z.string().max(2000),
    exclude,
  }),
  z.object({
    kind: z.literal("words_in_profile"),
    /** words of the profile's bio; any of them */
    words: values,
    exclude,
  }),
]);
export type AudienceCriterion = z.infer<typeof audienceCriterion>;
export type AudienceCriterionInput = z.input<typeof audienceCriterion>;

/**
 * An audience as the builder combines it: the included criteria joined by AND (every one) or OR
 * (any one), less the accounts of every excluded criterion.
 */
export const audienceExpression = z.object({
  join: z.enum(AUDIENCE_JOINS).default("and"),
  criteria: z.array(audienceCriterion).max(100),
});
export type AudienceExpression = z.infer<typeof audienceExpression>;
export type AudienceExpressionInput = z.input<typeof audienceExpression>;

const count = z.number().int().nonnegative();

/** An account of an audience as the builder lists it. */
export const audienceAccount = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  name: z.string().nullable(),
  followers_count: z.number().int().nullable(),
  /** ISO 3166-1 alpha-2, inferred from the profile; null when unknown */
  country: z.string().nullable(),
});
export type AudienceAccount = z.infer<typeof audienceAccount>;

/**
 * suggest-interests: the inferred interests over-represented in the audience: the share of its
 * profiled accounts with each against the share of the store's, and their ratio (lift).
 */
export const suggestedInterests = z.object({
  audience_profiled: count,
  store_accounts: count,
  interests: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      accounts: count,
      audience_share: z.number().min(0).max(1),
      store_share: z.number().min(0).max(1),
      lift: z.number().nonnegative(),
      /** whether the audience is already built on it (an included interested-in criterion) */
      in_criteria: z.boolean(),
    }),
  ),
});
export type SuggestedInterests = z.infer<typeof suggestedInterests>;

/** A share of the audience's accounts with one value of a trait (country, gender, age band). */
const traitShare = z.object({ value: z.string(), accounts: count });

/** The combined audience: its size, what each criterion matched alone, its largest accounts and its profile. */
export const audienceMeasure = z.object({
  /** distinct accounts of the store in the audience */
  size: count,
  /** accounts the store also has a profile of: the sample and the traits are read from those */
  profiled: count,
  /** per criterion, in the request's order: the accounts it matches on its own */
  criteria: z.array(z.object({ kind: z.enum(AUDIENCE_CRITERION_KINDS), exclude: z.boolean(), accounts: count })),
  /** the most followed accounts of the audience, at most AUDIENCE_SAMPLE_SIZE */
  sample: z.array(audienceAccount),
  /** the profiled accounts by inferred country (most first, at most 10), gender and age band */
  countries: z.array(traitShare),
  genders: z.array(traitShare),
  ages: z.array(traitShare),
  /** the interests it has more often than the store (what suggest-interests answers) */
  suggested_interests: suggestedInterests,
  took_ms: count,
});
export type AudienceMeasure = z.infer<typeof audienceMeasure>;

/** followers-of: the handles the store knows and how many followers of each it holds. */
export const followersOfBody = z.object({ handles: values });
export const followersOfResult = z.object({
  accounts: z.array(
    z.object({
      handle: z.string(),
      id: z.string(),
      name: z.string().nullable(),
      /** the platform's count, from the profile */
      followers_count: z.number().int().nullable(),
      /** follow edges the store holds to it */
      followers_in_store: count,
    }),
  ),
  /** distinct followers of any of them */
  accounts_total: count,
});

/** interested-in: each interest's accounts. */
export const interestedInBody = z.object({ interests: values });
export const interestedInResult = z.object({
  interests: z.array(z.object({ id: z.string(), label: z.string(), accounts: count })),
  /** distinct accounts with any of them */
  accounts_total: count,
});

/** posted-about: the query as read, and its posts and authors in the store. */
export const postedAboutBody = z.object({ query: z.string().max(2000) });
export const postedAboutResult = z.object({ query: z.string(), posts: count, accounts_total: count });

/** words-in-profile: each word's accounts. */
export const wordsInProfileBody = z.object({ words: values });
export const wordsInProfileResult = z.object({
  words: z.array(z.object({ word: z.string(), accounts: count })),
  accounts_total: count,
});
