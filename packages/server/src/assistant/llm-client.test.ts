import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LlmError, streamChatCompletion } from "./llm-client.ts";
import { type FakeLlmServer, startFakeLlmServer } from "./test/fake-llm-server.ts";

/** The OpenAI-compatible client against recorded responses served on loopback (test/recordings/SOURCE.md). */
describe("the OpenAI-compatible chat client", () => {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await startFakeLlmServer();
  });
  afterAll(async () => {
    await fake.close();
  });

  const run = async (signal = new AbortController().signal, idleMs?: number) => {
    const tokens: string[] = [];
    try {
      for await (const token of streamChatCompletion(
        { baseUrl: fake.baseUrl, apiKey: "sk-test", model: "local-model" },
        [{ role: "user", content: "Where is the audience?" }],
        signal,
        idleMs,
      )) {
        tokens.push(token);
      }
      return { tokens, error: null };
    } catch (error) {
      return { tokens, error };
    }
  };

  it("streams the tokens of a normal answer and ends on [DONE], sending the model and the key", async () => {
    fake.reply = { kind: "stream", file: "chat-stream.sse" };
    const { tokens, error } = await run();
    expect(error).toBeNull();
    expect(tokens).toEqual(["Most of the audience", " is in the United States", " [countries]."]);
    const sent = fake.requests.at(-1);
    expect(sent?.body).toMatchObject({ model: "local-model", stream: true });
    expect(sent?.authorization).toBe("Bearer sk-test");
  });

  it("fails with the status on an HTTP error", async () => {
    fake.reply = { kind: "status", status: 500, file: "chat-error-500.json" };
    const { tokens, error } = await run();
    expect(tokens).toEqual([]);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ reason: "http", status: 500 });
  });

  it("fails as dropped when the connection ends mid-answer, after the tokens it got", async () => {
    fake.reply = { kind: "drop", file: "chat-stream-dropped.sse" };
    const { tokens, error } = await run();
    expect(tokens).toEqual(["Most of the audience", " is in"]);
    expect(error).toMatchObject({ reason: "dropped" });
  });

  it("gives up on an endpoint that goes silent", async () => {
    fake.reply = { kind: "hang", file: "chat-stream-dropped.sse" };
    const { tokens, error } = await run(undefined, 300);
    expect(tokens).toEqual(["Most of the audience", " is in"]);
    expect(error).toMatchObject({ reason: "timeout" });
  });

  it("fails as unreachable when nothing listens", async () => {
    const tokens: string[] = [];
    const error = await (async () => {
      try {
        for await (const t of streamChatCompletion(
          { baseUrl: "http://127.0.0.1:9/v1", apiKey: undefined, model: "m" },
          [],
          new AbortController().signal,
        ))
          tokens.push(t);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ reason: "unreachable" });
  });
});
