import type http from "node:http";
import { hmacSha1Signature, signatureBaseString } from "../oauth1.ts";

/** What a recording expects of a request: only what it gives is checked. */
export type ExpectedRequest = {
  method: string;
  path: string;
  /** the whole query: no parameter more or less */
  query?: Record<string, string>;
  /** the JSON body */
  json?: unknown;
  /** the form body; "*" stands for a value made fresh each run (a PKCE verifier) */
  form?: Record<string, string>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const formMatches = (got: Record<string, string>, want: Record<string, string>) =>
  same(Object.keys(got).sort(), Object.keys(want).sort()) &&
  Object.entries(want).every(([name, value]) => (value === "*" ? Boolean(got[name]) : got[name] === value));

/**
 * How a request a loopback test server received differs from the one its recording expects, one
 * line per difference (none when it matches): the replay servers of the X API and the X Ads API.
 */
export function requestDifferences(
  expected: ExpectedRequest,
  got: { method: string; url: URL; body: string; contentType: string },
): string[] {
  const problems: string[] = [];
  const label = `${expected.method} ${expected.path}`;
  if (got.method !== expected.method || got.url.pathname !== expected.path)
    problems.push(`expected ${label}, got ${got.method} ${got.url.pathname}`);
  const query = Object.fromEntries(got.url.searchParams.entries());
  if (expected.query && !same(Object.entries(query).sort(), Object.entries(expected.query).sort()))
    problems.push(`${label}: query ${JSON.stringify(query)} is not ${JSON.stringify(expected.query)}`);
  if (expected.json !== undefined) {
    if (!got.contentType.startsWith("application/json"))
      problems.push(`${label}: body is not JSON (${got.contentType})`);
    else if (!same(JSON.parse(got.body), expected.json)) problems.push(`${label}: JSON body ${got.body} differs`);
  }
  if (expected.form && !formMatches(Object.fromEntries(new URLSearchParams(got.body)), expected.form))
    problems.push(`${label}: form body ${got.body} differs`);
  return problems;
}

/** Whether a request's OAuth 1.0a signature (its parsed Authorization `fields`) verifies with these secrets. */
export function oauth1Verifies(
  request: http.IncomingMessage,
  fields: Record<string, string>,
  secrets: { baseUrl: string; body: string; consumerSecret: string; tokenSecret: string },
): boolean {
  const contentType = request.headers["content-type"] ?? "";
  const formBody = contentType.startsWith("application/x-www-form-urlencoded")
    ? [...new URLSearchParams(secrets.body).entries()]
    : undefined;
  const base = signatureBaseString(
    { method: request.method ?? "GET", url: `${secrets.baseUrl}${request.url}`, formBody },
    fields,
  );
  return fields.oauth_signature === hmacSha1Signature(base, secrets.consumerSecret, secrets.tokenSecret);
}
