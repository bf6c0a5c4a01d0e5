import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as Sentry from "@sentry/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentryReporter } from "./sentry-reporter.ts";

/** A stand-in for Sentry's ingest on 127.0.0.1: it keeps each envelope and answers as Sentry does. */
describe("the Sentry reporter", () => {
  let server: Server;
  let dsn: string;
  const envelopes: { url: string; lines: unknown[] }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on("end", () => {
        const lines = text
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown);
        envelopes.push({ url: req.url ?? "", lines });
        res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const exceptions = () =>
    envelopes.flatMap((e) =>
      e.lines.filter((line): line is { exception: { values: { value: string }[] }; tags: object; release: string } =>
        Boolean(line && typeof line === "object" && "exception" in line),
      ),
    );

  it("sends a sampled error with where it was caught and the release, and leaves out Sentry's own handlers", async () => {
    let random = 0.1;
    const reporter = sentryReporter({
      dsn,
      sampleRate: 0.5,
      replay: false,
      release: "30.7.3",
      environment: "production",
      random: () => random,
    });
    reporter.capture(new Error("x is undefined"), "router");
    await expect.poll(() => exceptions().length, { timeout: 10_000 }).toBe(1);
    expect(envelopes[0]?.url).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey&/);
    const [event] = exceptions();
    expect(event?.exception.values[0]?.value).toBe("x is undefined");
    expect(event?.tags).toEqual({ source: "router" });
    expect(event?.release).toBe("xaudience-web@30.7.3");

    // The app's own handlers report through this adapter: Sentry's would report the same error twice.
    const client = Sentry.getClient();
    expect(client?.getIntegrationByName("GlobalHandlers")).toBeUndefined();
    expect(client?.getIntegrationByName("Replay")).toBeUndefined();

    random = 0.9;
    reporter.capture(new Error("unsampled"), "error");
    random = 0.2;
    reporter.capture(new Error("after"), "unhandledrejection");
    await expect.poll(() => exceptions().length, { timeout: 10_000 }).toBe(2);
    expect(exceptions().map((e) => e.exception.values[0]?.value)).toEqual(["x is undefined", "after"]);
    await Sentry.close();
  });

  it("records session replays only when configured, with every input masked", async () => {
    sentryReporter({ dsn, sampleRate: 1, replay: true, release: "30.7.3", environment: "production" }).capture(
      new Error("with replay"),
      "error",
    );
    await expect.poll(() => Sentry.getClient()?.getIntegrationByName("Replay"), { timeout: 10_000 }).toBeTruthy();
    const replay = Sentry.getClient()?.getIntegrationByName("Replay") as unknown as {
      _initialOptions?: { maskAllInputs: boolean; maskAllText: boolean };
    };
    expect(replay._initialOptions).toMatchObject({ maskAllInputs: true, maskAllText: true });
    await Sentry.close();
  });
});
