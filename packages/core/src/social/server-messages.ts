import { escapeRegExp } from "./escape-reg-exp.ts";

/**
 * Texts the server stores for people to read later: why an import or a fetch failed, why records
 * were skipped, what was wrong with a bad line. They are stored and sent in English, and the CLI
 * prints them as they are. Each is built here from a template, so the web app can recognise a
 * stored text and show it in the reader's language: its English texts are these templates, and
 * its Japanese ones translate each under `serverMessages` (a test checks none is missing). Values
 * such as a file name or the X API's own words stay as they are.
 */
const TEMPLATES = {
  notText: "Cannot read {{file}}: it is not UTF-8 text (it holds NUL bytes; save a UTF-16 export as UTF-8 first)",
  unknownFormat: "Cannot tell the format of {{file}}: pass --format x-v2, x-v1, csv, reddit-listing or reddit-ndjson",
  uploadGone: "The uploaded file is gone",
  connectorOff: "X_BEARER_TOKEN is not set: the live X connector is off",
  xUnreachable: "X API unreachable: {{detail}}",
  xRateLimited: "Rate limited on {{endpoint}}",
  xRateLimitTooLong: "Rate limit of {{endpoint}} resets in {{seconds}} s, longer than allowed",
  xRefused: "X API refused the request ({{status}}): check X_BEARER_TOKEN and its access level",
  xError: "X API error {{status}}: {{detail}}",
  xNoAccount: "No X account named @{{handle}}",
  emptyFile: "empty file",
  malformedJson: "malformed JSON",
  malformedJsonLine: "malformed JSON: {{detail}}",
  badCsvRow: "bad CSV row",
  badCsvRowLine: "bad CSV row: {{detail}}",
  rowWithoutAuthor: "row without an account id or handle",
  rowWithoutPostId: "row without a valid post id",
  postWithoutId: "post without a valid id",
  accountWithoutId: "account without a valid id",
  listWithoutId: "list without a valid id",
  communityWithoutId: "community without a valid id",
  notObject: "not a JSON object",
  streamNotice: "stream notice ({{kind}})",
  unrecognisedV1: "unrecognised v1.1 object",
  unrecognisedV2: "unrecognised v2 object",
  tweetCounts: "tweet counts (not stored)",
  unrecognisedReddit: "unrecognised Reddit object",
  redditMore: "more comments to load (not in the file)",
  invalidRedditThing: "Reddit post with a missing or invalid field",
  invalidRedditSubmissionLine: "Reddit submission with a missing or invalid {{field}}",
  invalidRedditCommentLine: "Reddit comment with a missing or invalid {{field}}",
  apiError: "API error: {{title}}",
  complianceEvent: "compliance event (not stored)",
  invalidCount: "count out of range",
  invalidCountLine: "{{field}} {{value}} is not a count from 0 to 9007199254740991",
  invalidDate: "invalid date",
  invalidDateLine: "{{field}} {{value}} is not a real date between the years 1000 and 9999",
  invalidText: "text the store cannot hold",
  brokenTextLine: "{{field}} holds a NUL byte or a broken character",
  longTextLine: "{{field}} is longer than {{max}} characters",
  rejectedRow: "rejected by the database",
  rejectedRowLine: "rejected by the database ({{kind}} {{id}}): {{detail}}",
  jobInterrupted: "Interrupted during its last attempt ({{attempts}} of {{max}}), so not tried again",
} as const;

export type ServerMessageKey = keyof typeof TEMPLATES;
export const SERVER_MESSAGE_TEMPLATES: Readonly<Record<ServerMessageKey, string>> = TEMPLATES;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A message in English, its placeholders filled. */
export function serverMessage(key: ServerMessageKey, params: Record<string, string | number> = {}): string {
  return TEMPLATES[key].replace(PLACEHOLDER, (_, name: string) => String(params[name] ?? ""));
}

const MATCHERS = (Object.entries(TEMPLATES) as [ServerMessageKey, string][]).map(([key, template]) => {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  const pattern = template
    .split(PLACEHOLDER)
    // split() with a group alternates text and placeholder names: text at even places.
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : "([\\s\\S]*?)"))
    .join("");
  return { key, names, re: new RegExp(`^${pattern}$`) };
});

/** Which message a stored text is, with its values; null for a text made elsewhere. */
export function readServerMessage(text: string): { key: ServerMessageKey; params: Record<string, string> } | null {
  for (const { key, names, re } of MATCHERS) {
    const match = re.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) };
  }
  return null;
}
