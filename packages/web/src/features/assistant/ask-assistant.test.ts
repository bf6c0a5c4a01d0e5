import type { AssistantEvent } from "@xa/core/assistant/assistant-contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { writeStoredLogin } from "../../api/login-storage.ts";
import { askAssistant, StreamDroppedError } from "./ask-assistant.ts";
import { fakeAssistantFetch } from "./fake-assistant-fetch.test-support.ts";

const request = {
  question: "Which countries are they from?",
  analysis: { query_type: "handle" as const, handle: "nike" },
};

function start(fake: ReturnType<typeof fakeAssistantFetch>) {
  globalThis.fetch = fake.fetch;
  const events: AssistantEvent[] = [];
  const controller = new AbortController();
  const done = askAssistant(request, { signal: controller.signal, onEvent: (event) => events.push(event) });
  return { events, controller, done };
}

const opened = async (fake: ReturnType<typeof fakeAssistantFetch>) => {
  await vi.waitFor(() => expect(fake.streams.length).toBe(1));
  return fake.streams[0] as (typeof fake.streams)[0];
};

describe("askAssistant", () => {
  afterEach(() => localStorage.clear());

  it("posts the question with credentials, the token and CSRF headers, and reads events cut anywhere until [END]", async () => {
    writeStoredLogin({ email: "", name: "", token: "secret" });
    const fake = fakeAssistantFetch();
    const { events, done } = start(fake);
    const stream = await opened(fake);
    expect(stream.init.method).toBe("POST");
    expect(stream.init.credentials).toBe("include");
    expect(stream.headers.get("X-CSRFToken")).toBe("secret");
    expect(stream.headers.get("Accept")).toBe("text/event-stream");
    expect(stream.headers.get("Content-Type")).toBe("application/json");
    expect(stream.body).toEqual(request);

    stream.write('data: {"type":"chunk","te');
    stream.write('xt":"Japan 40%"}\n');
    stream.write('\ndata: {"type":"chunk","text":", 日本"}\n\n: a comment\n\n');
    stream.send({
      type: "sources",
      engine: "builtin",
      sources: [{ kind: "section", section: "countries", title: "Countries" }],
    });
    stream.end();
    await done;
    expect(events).toEqual([
      { type: "chunk", text: "Japan 40%" },
      { type: "chunk", text: ", 日本" },
      { type: "sources", engine: "builtin", sources: [{ kind: "section", section: "countries", title: "Countries" }] },
    ]);
  });

  it("hands over an error event and ends at the [END] after it", async () => {
    const fake = fakeAssistantFetch();
    const { events, done } = start(fake);
    const stream = await opened(fake);
    stream.send({ type: "chunk", text: "Half" });
    stream.send({ type: "error", detail: "The language model did not answer in time." });
    stream.end();
    await done;
    expect(events.map((e) => e.type)).toEqual(["chunk", "error"]);
  });

  it("rejects a refusal before the stream with the server's detail", async () => {
    const fake = fakeAssistantFetch({ refuse: { status: 404, body: { detail: "No account @nike in the store." } } });
    const { done } = start(fake);
    await expect(done).rejects.toEqual(
      new ApiError(404, { detail: "No account @nike in the store." }, "No account @nike in the store."),
    );
  });

  it("says the stream dropped when the body ends without [END]", async () => {
    const fake = fakeAssistantFetch();
    const { events, done } = start(fake);
    const stream = await opened(fake);
    stream.send({ type: "chunk", text: "Half" });
    stream.drop();
    await expect(done).rejects.toBeInstanceOf(StreamDroppedError);
    expect(events).toHaveLength(1);
  });

  it("stops reading when aborted", async () => {
    const fake = fakeAssistantFetch();
    const { controller, done } = start(fake);
    const stream = await opened(fake);
    stream.send({ type: "chunk", text: "Half" });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: "AbortError" });
    expect(stream.aborted).toBe(true);
  });

  it("says the server was not reached when fetch fails", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const done = askAssistant(request, { signal: new AbortController().signal, onEvent: () => {} });
    await expect(done).rejects.toMatchObject({ status: 0 });
  });
});
