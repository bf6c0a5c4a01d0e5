import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseOAuth1Header } from "../../../http/oauth1.ts";
import { oauth1Verifies, requestDifferences } from "../../../http/test/replay-checks.ts";

/**
 * A stand-in for api.x.com on 127.0.0.1, for tests: it answers from recordings in X's documented
 * shapes, in order, and checks each request against the one expected (method, path, query, body) and
 * its credentials: the app's Basic pair, the expected bearer token, or an OAuth 1.0a signature.
 */
export type ExpectedAuth =
  | { basic: true }
  | { bearer: string }
  /** signed with the consumer keys and this token ("" for oauth/request_token) */
  | { oauth1: string };

export type XExchange = {
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
    auth: ExpectedAuth;
    /** oauth_* parameters the signed header must carry besides the usual ones */
    oauth?: Record<string, string>;
  };
  response: { status: number; headers?: Record<string, string>; body?: unknown; raw?: string };
};

export type XAppSecrets = {
  clientId: string;
  clientSecret: string;
  consumerKey: string;
  consumerSecret: string;
  /** token secrets by OAuth 1.0a token */
  tokenSecrets: Record<string, string>;
};

export const RECORDINGS = path.join(import.meta.dirname, "recordings");

export function loadXRecording(name: string): XExchange[] {
  return (JSON.parse(fs.readFileSync(path.join(RECORDINGS, `${name}.json`), "utf8")) as { exchanges: XExchange[] })
    .exchanges;
}

export type XApiServer = {
  baseUrl: string;
  play(exchanges: XExchange[]): void;
  /** every way a request differed from the one expected; a passing test leaves it empty */
  problems: string[];
  pending(): number;
  close(): Promise<void>;
};

export async function startXApiServer(secrets: XAppSecrets): Promise<XApiServer> {
  const queue: XExchange[] = [];
  const problems: string[] = [];
  let baseUrl = "";

  const checkAuth = (request: http.IncomingMessage, expected: XExchange["request"], body: string): string | null => {
    const header = request.headers.authorization ?? "";
    const { auth } = expected;
    if ("basic" in auth) {
      const pair = `${encodeURIComponent(secrets.clientId)}:${encodeURIComponent(secrets.clientSecret)}`;
      return header === `Basic ${Buffer.from(pair).toString("base64")}`
        ? null
        : `not the app's Basic credentials: ${header}`;
    }
    if ("bearer" in auth) return header === `Bearer ${auth.bearer}` ? null : `not the expected bearer token: ${header}`;
    const fields = parseOAuth1Header(header);
    if (!fields) return `not an OAuth header: ${header}`;
    if (fields.oauth_consumer_key !== secrets.consumerKey) return "signed with another consumer key";
    if ((fields.oauth_token ?? "") !== auth.oauth1)
      return `signed with token ${fields.oauth_token}, not ${auth.oauth1}`;
    for (const [name, value] of Object.entries(expected.oauth ?? {})) {
      if (fields[name] !== value) return `${name} is ${fields[name]}, not ${value}`;
    }
    const tokenSecret = auth.oauth1 ? (secrets.tokenSecrets[auth.oauth1] ?? "?") : "";
    return oauth1Verifies(request, fields, { baseUrl, body, consumerSecret: secrets.consumerSecret, tokenSecret })
      ? null
      : "OAuth 1.0a signature does not verify";
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const body = Buffer.concat(chunks).toString("utf8");
      const exchange = queue.shift();
      if (!exchange) {
        problems.push(`${request.method} ${url.pathname}: no recording left to answer it`);
        response.writeHead(500).end();
        return;
      }
      const expected = exchange.request;
      const label = `${expected.method} ${expected.path}`;
      const contentType = request.headers["content-type"] ?? "";
      problems.push(...requestDifferences(expected, { method: request.method ?? "", url, body, contentType }));
      const authProblem = checkAuth(request, expected, body);
      if (authProblem) problems.push(`${label}: ${authProblem}`);
      const answer = exchange.response;
      const type = answer.raw === undefined ? "application/json" : "application/x-www-form-urlencoded";
      response.writeHead(answer.status, { "content-type": type, ...answer.headers });
      response.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    play: (exchanges) => queue.push(...exchanges),
    problems,
    pending: () => queue.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
