import { z } from "zod";
import {
  type AccountRecord,
  count,
  emptyAccount,
  emptyPost,
  type ImportItem,
  InvalidValue,
  isoDate,
  type PostRecord,
} from "./records.ts";
import { serverMessage } from "./server-messages.ts";
import { checkAccount, checkPost, storableItems } from "./storable.ts";

/**
 * Reddit's submissions (t3) and comments (t1), as the API's listings and the Pushshift-style dumps
 * both write them (the dumps are the API's objects, one a line). Only the fields the store keeps are
 * read; the rest of an object is ignored.
 */

/** Reddit's ids are base 36; its "fullnames" prefix them with the kind ("t3_abc12"). */
const base36 = z.string().regex(/^[a-z0-9]{1,16}$/i);
const fullname = (kinds: string) => z.string().regex(new RegExp(`^t[${kinds}]_[a-z0-9]{1,16}$`, "i"));
// The API writes epoch seconds as floats (1700000000.0); early dumps wrote them as strings.
const epochSeconds = z.union([z.number(), z.string()]);
// A subreddit's name: 2 to 21 letters, digits and underscores (older ones are shorter still).
const subredditName = z.string().regex(/^[A-Za-z0-9_]{1,21}$/);

const thingFields = {
  id: base36,
  subreddit: subredditName,
  author: z.string().nullish(),
  created_utc: epochSeconds.nullish(),
  /** net votes: may be negative */
  score: z.number().nullish(),
  permalink: z.string().nullish(),
};

/** A submission (kind t3): a link or a text post with a title. */
export const redditSubmission = z.object({
  ...thingFields,
  title: z.string(),
  selftext: z.string().nullish(),
  num_comments: z.number().nullish(),
  url: z.string().nullish(),
  over_18: z.boolean().nullish(),
});
export type RedditSubmission = z.infer<typeof redditSubmission>;

/** A comment (kind t1): a reply to its submission (`link_id`) or to another comment (`parent_id`). */
export const redditComment = z.object({
  ...thingFields,
  body: z.string(),
  link_id: fullname("3"),
  parent_id: fullname("13"),
  /** in a comments page, the replies as a nested listing ("" when none) */
  replies: z.unknown().optional(),
});
export type RedditComment = z.infer<typeof redditComment>;

/** Authors Reddit no longer names: the post stays, with no account. */
const GONE = new Set(["[deleted]", "[removed]"]);

/** The store id of a Reddit thing, by its fullname: never a number, so never an X id. */
export const redditPostId = (fullnameOfThing: string) => `reddit:${fullnameOfThing.toLowerCase()}`;
/** The store id of a Reddit user: "reddit:u_" and the name as Reddit writes it. */
export const redditAccountId = (name: string) => `reddit:u_${name}`;

/** Text of a thing whose content was deleted or removed: nothing is left to read. */
const kept = (text: string | null | undefined) => (text == null || GONE.has(text.trim()) ? "" : text);

/** The thing, checked against its schema; a wrong or missing field makes it a bad record, named. */
function parseThing<T>(schema: z.ZodType<T>, data: unknown, kind: "t3" | "t1"): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join(".") || "data";
  throw new InvalidValue(
    serverMessage("invalidRedditThing"),
    serverMessage(kind === "t3" ? "invalidRedditSubmissionLine" : "invalidRedditCommentLine", { field }),
  );
}

/** The author's profile, or null when Reddit no longer names the author. */
function authorOf(name: string | null | undefined): AccountRecord | null {
  if (!name || GONE.has(name)) return null;
  // No handle: handles are X's, looked up by X analyses and sent to X Ads; "u/name" is how Reddit shows one.
  const account: AccountRecord = { ...emptyAccount(redditAccountId(name)), platform: "reddit", name: `u/${name}` };
  checkAccount(account);
  return account;
}

/** Reddit's score is net of downvotes; likes are never below zero. */
const likesOf = (score: number | null | undefined) =>
  score == null ? null : count(Math.max(0, Math.round(score)), "score");

function basePost(
  id: string,
  thing: RedditSubmission | RedditComment,
  text: string,
  authorId: string | null,
): PostRecord {
  return {
    ...emptyPost(id, text),
    platform: "reddit",
    subreddit: thing.subreddit,
    authorId,
    createdAt: isoDate(thing.created_utc, "created_utc"),
    likes: likesOf(thing.score),
    // Reddit has no hashtags and names users as u/name: "#" and "@" in its text are not tags.
    hashtags: [],
    mentions: [],
  };
}

function submissionItems(data: unknown): ImportItem[] {
  const thing = parseThing(redditSubmission, data, "t3");
  const author = authorOf(thing.author);
  const id = redditPostId(`t3_${thing.id}`);
  const body = kept(thing.selftext);
  // A link post's url is where it links; a text post's is its own page.
  const link = thing.url && !thing.url.includes(`/comments/${thing.id}`) ? thing.url : null;
  const post: PostRecord = {
    ...basePost(id, thing, body ? `${thing.title}\n\n${body}` : thing.title, author?.id ?? null),
    kind: "post",
    conversationId: id,
    replies: count(thing.num_comments, "num_comments"),
    urls: link ? [link] : null,
    sensitive: thing.over_18 ?? null,
  };
  checkPost(post);
  return [...(author ? [{ type: "account" as const, record: author }] : []), { type: "post", record: post }];
}

function commentItems(data: unknown): ImportItem[] {
  const thing = parseThing(redditComment, data, "t1");
  const author = authorOf(thing.author);
  const replyTo = redditPostId(thing.parent_id);
  const post: PostRecord = {
    ...basePost(redditPostId(`t1_${thing.id}`), thing, kept(thing.body), author?.id ?? null),
    kind: "reply",
    replyToPostId: replyTo,
    conversationId: redditPostId(thing.link_id),
  };
  checkPost(post);
  const out: ImportItem[] = author ? [{ type: "account", record: author }] : [];
  out.push({ type: "post", record: post });
  if (author) {
    out.push({
      type: "engagement",
      record: { accountId: author.id, postId: replyTo, kind: "reply", createdAt: post.createdAt },
    });
  }
  return out;
}

/** A submission's or a comment's items (its author, the post, a comment's reply), or a bad record. */
export function redditThingItems(kind: "t3" | "t1", data: unknown): ImportItem[] {
  return storableItems(() => (kind === "t3" ? submissionItems(data) : commentItems(data)));
}

/** What kind of thing a bare object (a dump's line) is: a comment has a body, a submission a title. */
export function bareThingKind(data: Record<string, unknown>): "t3" | "t1" | null {
  if ("body" in data || "parent_id" in data) return "t1";
  if ("title" in data || "selftext" in data) return "t3";
  return null;
}
