/** The file formats the importers read. */
export const IMPORT_FORMATS = ["x-v2", "x-v1", "csv", "reddit-listing", "reddit-ndjson"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * Tells the format of a file from its name and its first bytes: a Reddit `Listing` (or an array of
 * them, a comments page) is a Reddit listing, JSON with Reddit's field names (`subreddit`,
 * `link_id`, `selftext`…) and no listing is a Reddit dump (NDJSON), JSON with v1.1's field names
 * (`id_str`, `screen_name`, `favorite_count`) is v1.1, JSON with v2's (`author_id`,
 * `public_metrics`, `username`, `includes`) is v2, delimited text with a header is CSV.
 * Null when it cannot tell (an empty file, or text that is neither).
 */
export function detectFormat(head: string, filename = ""): ImportFormat | null {
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (!text) return null;
  if (text.startsWith("{") || text.startsWith("[")) {
    if (/"kind"\s*:\s*"Listing"/.test(text)) return "reddit-listing";
    const v1 = countMatches(
      text,
      /"(id_str|screen_name|favorite_count|retweeted_status|in_reply_to_status_id_str|friends_count|statuses_count)"\s*:/g,
    );
    const v2 = countMatches(
      text,
      /"(author_id|public_metrics|username|edit_history_tweet_ids|conversation_id|includes|referenced_tweets|__twarc)"\s*:/g,
    );
    const reddit = countMatches(
      text,
      /"(subreddit|subreddit_id|created_utc|link_id|parent_id|selftext|num_comments|permalink)"\s*:/g,
    );
    if (reddit >= 2 && reddit > v1 + v2) return "reddit-ndjson";
    if (v1 === 0 && v2 === 0) return /\.jsonl?$/i.test(filename) ? "x-v2" : null;
    return v1 > v2 ? "x-v1" : "x-v2";
  }
  if (/\.(csv|tsv)$/i.test(filename)) return "csv";
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  return /[,;\t]/.test(firstLine) ? "csv" : null;
}

function countMatches(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}
