import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseOAuth1Header } from "../../../http/oauth1.ts";
import { oauth1Verifies, requestDifferences } from "../../../http/test/replay-checks.ts";

/**
 * A stand-in for ads-api.x.com (and api.x.com's oauth/ steps) on 127.0.0.1, for tests: it answers
 * from recordings in the X Ads API's documented shapes, in order, and checks every request against the one it expects (method,
 * path, query, body) and its OAuth 1.0a signature against the test's secrets.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  /** the whole query, when given: no parameter more or less */
  query?: Record<string, string>;
  /** the JSON body, when given */
  json?: unknown;
  /** the form body, when given */
  form?: Record<string, string>;
  /** the multipart body, when given: text fields as sent, a file part as "<bytes> bytes sha256:<hex>" */
  multipart?: Record<string, string>;
  /** a plain download (an analytics job's file): no OAuth signature expected */
  unsigned?: boolean;
};

export type RecordedResponse = {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** close the connection without answering */
  drop?: boolean;
  /** answer this raw text instead of a JSON body */
  raw?: string;
  /** answer this JSON gzipped (an analytics job's file) */
  gzip?: unknown;
};

export type Exchange = { request: RecordedRequest; response: RecordedResponse };

/** What the server received: for assertions on bodies the recordings leave open. */
export type Received = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  contentType: string;
  /** a multipart body's parts, described as `multipart` expectations are */
  parts?: Record<string, string>;
  /** the Authorization header's oauth_* fields */
  oauth: Record<string, string>;
};

export const RECORDINGS = path.join(import.meta.dirname, "recordings");

export function loadRecording(name: string): Exchange[] {
  return (JSON.parse(fs.readFileSync(path.join(RECORDINGS, `${name}.json`), "utf8")) as { exchanges: Exchange[] })
    .exchanges;
}

const OAUTH_FIELDS = [
  "oauth_consumer_key",
  "oauth_nonce",
  "oauth_signature",
  "oauth_signature_method",
  "oauth_timestamp",
  "oauth_token",
  "oauth_version",
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How a file part is told apart in expectations: its length and its SHA-256. */
export const describeBytes = (bytes: Uint8Array) =>
  `${bytes.length} bytes sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** A multipart body's parts, files described by `describeBytes`; null when it does not parse. */
async function multipartParts(raw: Buffer, contentType: string): Promise<Record<string, string> | null> {
  try {
    const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
    const parts: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      parts[name] = typeof value === "string" ? value : describeBytes(new Uint8Array(await value.arrayBuffer()));
    }
    return parts;
  } catch {
    return null;
  }
}

export type RecordingServer = {
  baseUrl: string;
  /** GET /12/accounts, answered for each access token from `accounts` unless a recording is queued for it */
  listed: Received[];
  /** queue exchanges to answer, in order */
  play(exchanges: Exchange[]): void;
  received: Received[];
  /** every way a request differed from the one expected; a passing test leaves it empty */
  problems: string[];
  /** exchanges queued but never asked for */
  pending(): number;
  close(): Promise<void>;
};

/** The ad accounts each access token's user may manage, as GET accounts lists them. */
export type AccountsByToken = Record<string, { id: string; name: string }[]>;

/**
 * `tokens`: every token secret the requests may be signed with (access tokens, and request tokens
 * for oauth/access_token), by token; a request without oauth_token (oauth/request_token) signs with
 * none. `accessToken` and `accessTokenSecret` are one more such pair.
 */
export async function startRecordingServer(secrets: {
  consumerKey: string;
  consumerSecret: string;
  accessToken?: string;
  accessTokenSecret?: string;
  tokens?: Record<string, string>;
  accounts?: AccountsByToken;
}): Promise<RecordingServer> {
  const tokenSecrets: Record<string, string> = { ...secrets.tokens };
  if (secrets.accessToken) tokenSecrets[secrets.accessToken] = secrets.accessTokenSecret ?? "";
  const queue: Exchange[] = [];
  const received: Received[] = [];
  const listed: Received[] = [];
  const problems: string[] = [];
  let baseUrl = "";

  const checkAuthorization = (request: http.IncomingMessage, url: URL, body: string) => {
    const header = request.headers.authorization;
    const fields = parseOAuth1Header(header);
    if (!fields) return `${request.method} ${url.pathname}: Authorization is not an OAuth header: ${header}`;
    const requestingToken = url.pathname === "/oauth/request_token";
    const missing = OAUTH_FIELDS.filter((f) => !fields[f] && !(requestingToken && f === "oauth_token"));
    if (missing.length > 0) return `${request.method} ${url.pathname}: Authorization lacks ${missing.join(", ")}`;
    const tokenSecret = requestingToken ? "" : tokenSecrets[fields.oauth_token ?? ""];
    if (fields.oauth_consumer_key !== secrets.consumerKey || tokenSecret === undefined) {
      return `${request.method} ${url.pathname}: signed with another key or token`;
    }
    if (fields.oauth_signature_method !== "HMAC-SHA1" || fields.oauth_version !== "1.0") {
      return `${request.method} ${url.pathname}: not HMAC-SHA1 OAuth 1.0`;
    }
    return oauth1Verifies(request, fields, { baseUrl, body, consumerSecret: secrets.consumerSecret, tokenSecret })
      ? null
      : `${request.method} ${url.pathname}: signature does not verify`;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const raw = Buffer.concat(chunks);
      const body = raw.toString("utf8");
      const contentType = request.headers["content-type"] ?? "";
      const query = Object.fromEntries(url.searchParams.entries());
      const oauth = parseOAuth1Header(request.headers.authorization) ?? {};
      const parts = contentType.startsWith("multipart/form-data") ? await multipartParts(raw, contentType) : undefined;
      received.push({
        method: request.method ?? "",
        path: url.pathname,
        query,
        body,
        contentType,
        oauth,
        ...(parts ? { parts } : {}),
      });

      const unsigned = queue[0]?.request.unsigned === true && queue[0]?.request.path === url.pathname;
      const authProblem = unsigned ? null : checkAuthorization(request, url, body);
      if (authProblem) problems.push(authProblem);
      // The accounts list answers from `accounts` for the token that signed, unless a recording is queued for it.
      if (url.pathname === "/12/accounts" && queue[0]?.request.path !== "/12/accounts" && secrets.accounts) {
        listed.push(received.pop() as Received);
        const token = parseOAuth1Header(request.headers.authorization)?.oauth_token ?? "";
        const data = (secrets.accounts[token] ?? []).map((a) => ({ ...a, deleted: false }));
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ request: { params: {} }, next_cursor: null, data }));
        return;
      }
      const exchange = queue.shift();
      if (!exchange) {
        problems.push(`${request.method} ${url.pathname}: no recording left to answer it`);
        response.writeHead(500).end();
        return;
      }
      const expected = exchange.request;
      const label = `${expected.method} ${expected.path}`;
      problems.push(...requestDifferences(expected, { method: request.method ?? "", url, body, contentType }));
      if (expected.multipart && !same(Object.entries(parts ?? {}).sort(), Object.entries(expected.multipart).sort())) {
        problems.push(`${label}: multipart body ${JSON.stringify(parts)} is not ${JSON.stringify(expected.multipart)}`);
      }

      const answer = exchange.response;
      if (answer.drop) {
        request.socket.destroy();
        return;
      }
      if (answer.gzip !== undefined) {
        response.writeHead(answer.status, { "content-type": "application/gzip", ...answer.headers });
        response.end(gzipSync(JSON.stringify(answer.gzip)));
        return;
      }
      response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      response.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    play: (exchanges) => queue.push(...exchanges),
    received,
    listed,
    problems,
    pending: () => queue.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
