import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RECORDINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), "recordings");

/** What the next request gets: a recording streamed whole, an HTTP error, a stream cut off, or one that never ends. */
export type FakeReply =
  | { kind: "stream"; file: string }
  | { kind: "status"; status: number; file: string }
  | { kind: "drop"; file: string }
  | { kind: "hang"; file: string };

export type FakeLlmServer = {
  baseUrl: string;
  reply: FakeReply;
  /** the JSON bodies and authorization headers it was sent */
  requests: {
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
    authorization?: string;
  }[];
  /** resolves when a client goes before its answer ended */
  clientGone: Promise<void>;
  close(): Promise<void>;
};

/**
 * An OpenAI-compatible endpoint on 127.0.0.1 serving the hand-written recordings (recordings/SOURCE.md),
 * for the client's and the route's tests. The events are sent one write at a time, as a server streams them.
 */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let gone: () => void = () => {};
  const fake: FakeLlmServer = {
    baseUrl: "",
    reply: { kind: "stream", file: "chat-stream.sse" },
    requests: [],
    clientGone: new Promise((resolve) => {
      gone = resolve;
    }),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    // Listened for from the start: a client may go before the last event is written.
    const reply = fake.reply;
    res.on("close", () => {
      if (reply.kind === "hang" && !res.writableFinished) gone();
    });
    req.on("end", async () => {
      fake.requests.push({ body: JSON.parse(raw), authorization: req.headers.authorization });
      const text = fs.readFileSync(path.join(RECORDINGS, reply.file), "utf8");
      if (reply.kind === "status") {
        res.writeHead(reply.status, { "content-type": "application/json" }).end(text);
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const events = text.split(/(?<=\n\n)/);
      for (const event of events) {
        if (res.destroyed) return;
        res.write(event);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (reply.kind === "stream") res.end();
      else if (reply.kind === "drop") res.destroy();
      // "hang": the answer never ends; the client's leaving resolves clientGone.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
