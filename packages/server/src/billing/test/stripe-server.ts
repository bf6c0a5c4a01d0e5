import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A stand-in for api.stripe.com on 127.0.0.1, for tests: it answers from recordings in Stripe's
 * documented shapes, in order, and checks each request against the one expected: method, path, the
 * secret key as Bearer token, and the whole form body (Stripe's bracketed keys), `{{name}}` filled
 * from the test's values.
 */
export type StripeExchange = {
  request: { method: string; path: string; form?: Record<string, string> };
  response: { status: number; body: unknown };
};

export type StripeServer = {
  endpoint: { host: string; port: number; protocol: "http" };
  play(name: string, values?: Record<string, string>): void;
  /** every way a request differed from the one expected; a passing test leaves it empty */
  problems: string[];
  pending(): number;
  close(): Promise<void>;
};

/** Fills `{{name}}` in strings, and `"{{name:number}}"` as a bare number (timestamps). */
const fill = (text: string, values: Record<string, string>) =>
  text
    .replace(/"\{\{(\w+):number\}\}"/g, (_, name: string) => values[name] ?? "0")
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

export function loadStripeRecording(name: string, values: Record<string, string> = {}): StripeExchange[] {
  const text = fs.readFileSync(path.join(import.meta.dirname, "recordings", `${name}.json`), "utf8");
  return (JSON.parse(fill(text, values)) as { exchanges: StripeExchange[] }).exchanges;
}

export async function startStripeServer(secretKey: string): Promise<StripeServer> {
  const queue: StripeExchange[] = [];
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const said = `${req.method} ${url.pathname}`;
      const next = queue.shift();
      if (!next) {
        problems.push(`unexpected ${said}`);
        res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "unexpected" } }));
        return;
      }
      const expected = `${next.request.method} ${next.request.path}`;
      if (said !== expected) problems.push(`expected ${expected}, got ${said}`);
      if (req.headers.authorization !== `Bearer ${secretKey}`) problems.push(`${said}: not signed with the secret key`);
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const want = next.request.form ?? {};
      const keys = new Set([...Object.keys(form), ...Object.keys(want)]);
      for (const key of keys) {
        if (form[key] !== want[key])
          problems.push(`${said}: ${key} was ${JSON.stringify(form[key])}, expected ${JSON.stringify(want[key])}`);
      }
      res
        .writeHead(next.response.status, {
          "content-type": "application/json",
          "request-id": `req_test_${queue.length}`,
        })
        .end(JSON.stringify(next.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: "127.0.0.1", port, protocol: "http" },
    play(name, values) {
      queue.push(...loadStripeRecording(name, values));
    },
    problems,
    pending: () => queue.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
