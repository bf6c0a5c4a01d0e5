import { createHmac, randomBytes } from "node:crypto";

/**
 * The four secrets of OAuth 1.0a user context: the app's key pair and the user's access token pair.
 * The token pair is empty when asking for a request token, and the request token's pair when trading it.
 */
export type OAuth1Credentials = {
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
};

export type OAuth1Request = {
  method: string;
  /** the full URL, query included */
  url: string;
  /** decoded name/value pairs of an application/x-www-form-urlencoded body; JSON bodies are not signed */
  formBody?: readonly (readonly [string, string])[];
};

/** RFC 3986 unreserved characters stay; everything else is %XX of its UTF-8 bytes (RFC 5849 §3.6). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Scheme and host lower-cased, default port dropped, no query or fragment (RFC 5849 §3.4.1.2). */
export function baseStringUri(url: URL): string {
  const defaultPort =
    (url.protocol === "http:" && url.port === "80") || (url.protocol === "https:" && url.port === "443");
  const host = url.port && !defaultPort ? `${url.hostname}:${url.port}` : url.hostname;
  return `${url.protocol.toLowerCase()}//${host.toLowerCase()}${url.pathname}`;
}

/** Every pair encoded, sorted by name then value, joined with '&' (RFC 5849 §3.4.1.3.2). */
export function normalizeParameters(pairs: readonly (readonly [string, string])[]): string {
  return pairs
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** METHOD&base-URI&parameters, each part encoded (RFC 5849 §3.4.1.1). */
export function signatureBaseString(request: OAuth1Request, oauthParams: Record<string, string>): string {
  const url = new URL(request.url);
  // URLSearchParams decodes '+' as a space, as the form encoding the query uses.
  const pairs: [string, string][] = [...url.searchParams.entries()];
  for (const pair of request.formBody ?? []) pairs.push([pair[0], pair[1]]);
  for (const [name, value] of Object.entries(oauthParams)) if (name !== "oauth_signature") pairs.push([name, value]);
  return [
    request.method.toUpperCase(),
    percentEncode(baseStringUri(url)),
    percentEncode(normalizeParameters(pairs)),
  ].join("&");
}

/** HMAC-SHA1 of the base string keyed by both secrets, base64 (RFC 5849 §3.4.2). */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret: string): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac("sha1", key).update(baseString).digest("base64");
}

/** A nonce of 32 random bytes as letters and digits, as X's examples show. */
export function randomNonce(): string {
  return randomBytes(32)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "");
}

/**
 * The `Authorization: OAuth …` header of a request signed with HMAC-SHA1 on behalf of the access
 * token's user, which is what the X Ads API requires.
 */
export function oauth1Header(
  request: OAuth1Request,
  credentials: OAuth1Credentials,
  options: { nonce: string; timestamp: number; extra?: { oauth_callback?: string; oauth_verifier?: string } },
): string {
  const oauthParams: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: options.nonce,
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(options.timestamp),
    ...(credentials.accessToken ? { oauth_token: credentials.accessToken } : {}),
    oauth_version: "1.0",
    ...options.extra,
  };
  const base = signatureBaseString(request, oauthParams);
  oauthParams.oauth_signature = hmacSha1Signature(base, credentials.consumerSecret, credentials.accessTokenSecret);
  const fields = Object.keys(oauthParams)
    .sort()
    .map((name) => `${percentEncode(name)}="${percentEncode(oauthParams[name] as string)}"`);
  return `OAuth ${fields.join(", ")}`;
}

/** The oauth_* fields of an Authorization header, decoded; null when it is not a well-formed OAuth header. */
export function parseOAuth1Header(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith("OAuth ")) return null;
  const fields: Record<string, string> = {};
  for (const part of header.slice(6).split(/,\s*/)) {
    const match = /^([a-z_]+)="([^"]*)"$/.exec(part);
    if (!match) return null;
    fields[match[1] as string] = decodeURIComponent(match[2] as string);
  }
  return fields;
}
