import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postHogTransport } from "./posthog-transport.ts";
import { ANONYMOUS_ID_KEY, QueuedAnalytics } from "./queued-analytics.ts";
import recording from "./test/posthog-batch.recording.json";

type Received = { method: string; url: string; contentType: string; body: unknown };

/** A stand-in for PostHog on 127.0.0.1 that answers the recorded response, or a status the test sets. */
describe("PostHog's batch capture", () => {
  let server: Server;
  let host: string;
  let received: Received[] = [];
  let status = recording.response.status;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on("end", () => {
        received.push({
          method: req.method ?? "",
          url: req.url ?? "",
          contentType: req.headers["content-type"] ?? "",
          body: JSON.parse(text),
        });
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(recording.response.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    status = recording.response.status;
    localStorage.setItem(ANONYMOUS_ID_KEY, JSON.stringify({ id: "visitor-0001", expires: Date.parse("2027-01-01") }));
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-10T12:00:00.000Z") });
    return () => vi.useRealTimers();
  });

  const client = () =>
    new QueuedAnalytics(
      postHogTransport({ host: `${host}/`, apiKey: "phc_test_project_key", origin: "https://app.example.com" }),
    );

  it("posts the batch in PostHog's shape: page view, identify, then the user's events", async () => {
    const analytics = client();
    analytics.register({ variant: "team" });
    analytics.pageView("/teams");
    analytics.identify("42");
    analytics.track("Dashboard Theme Toggled", { theme: "dark" });
    await analytics.flush();
    expect(received).toEqual([
      {
        method: recording.request.method,
        url: recording.request.path,
        contentType: recording.request.contentType,
        body: recording.request.body,
      },
    ]);
  });

  it("forgets the user and the registered properties at reset", async () => {
    const analytics = client();
    analytics.register({ variant: "team" });
    analytics.identify("42");
    analytics.reset();
    analytics.track("Signed Out Page Seen");
    await analytics.flush();
    const body = received[0]?.body as { batch: { distinct_id: string; properties: object }[] } | undefined;
    const last = body?.batch.at(-1);
    expect(last?.distinct_id).not.toBe("42");
    expect(last?.distinct_id).not.toBe("visitor-0001");
    expect(last?.properties).toEqual({ $lib: "xaudience-web" });
  });

  it("tells a refusal (dropped) from an outage (retried)", async () => {
    const transport = postHogTransport({ host, apiKey: "k", origin: "https://app.example.com" });
    const record = {
      type: "track" as const,
      name: "x",
      properties: {},
      at: "2026-03-10T12:00:00.000Z",
      anonymousId: "visitor-0001",
      userId: null,
    };
    const signal = new AbortController().signal;
    expect(await transport.send([record], signal)).toBe("sent");
    status = 400;
    expect(await transport.send([record], signal)).toBe("drop");
    status = 503;
    expect(await transport.send([record], signal)).toBe("retry");
    const closed = postHogTransport({ host: "http://127.0.0.1:1", apiKey: "k", origin: "" });
    expect(await closed.send([record], signal)).toBe("retry");
  });
});
