import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAssistantStore } from "../../features/assistant/assistant-store.ts";
import { fakeAssistantFetch } from "../../features/assistant/fake-assistant-fetch.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

function serve() {
  mockFetch({ "GET /api/user/me/": { body: testUser() } });
  const assistant = fakeAssistantFetch({ fallback: globalThis.fetch });
  globalThis.fetch = assistant.fetch;
  return assistant.streams;
}

describe("talk to X", { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    useAssistantStore.setState({ conversations: {}, autoReconnect: false });
  });
  afterEach(cleanup);

  it("asks for a handle, keeps it in the link, then chats about that handle's analysis", async () => {
    const streams = serve();
    const { router } = await renderRoutes(premiumRoutes, "/premium-suite/talk-to-x");
    expect(await screen.findByRole("heading", { level: 1, name: "Talk to X" }, { timeout: 10_000 })).toBeTruthy();
    const handle = screen.getByRole("textbox", { name: "Handle" });
    fireEvent.change(handle, { target: { value: "not a handle!" } });
    fireEvent.click(screen.getByRole("button", { name: "Talk about it" }));
    expect(await screen.findByText(/Enter a handle/)).toBeTruthy();
    expect(router.state.location.search).toBe("");

    fireEvent.change(handle, { target: { value: "https://x.com/nike" } });
    fireEvent.click(screen.getByRole("button", { name: "Talk about it" }));
    await waitFor(() => expect(router.state.location.search).toBe("?handle=nike"));
    expect(screen.getByText("Talking about @nike, last 30 days")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "What is this audience like?" }));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.body).toEqual({
      question: "What is this audience like?",
      analysis: { query_type: "handle", handle: "nike" },
      history: [],
    });
    act(() => {
      streams[0]?.send({ type: "chunk", text: "@nike has 1,200 followers in the store." });
      streams[0]?.end();
    });
    expect(await screen.findByText("@nike has 1,200 followers in the store.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Change handle" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("textbox", { name: "Handle" })).toBeTruthy();
  });

  it("opens a shared link on its handle, in Japanese too", async () => {
    serve();
    await renderRoutes(premiumRoutes, "/premium-suite/talk-to-x?handle=nike", "ja");
    expect(await screen.findByText("@nike について（過去30日）", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "どんなオーディエンスですか？" })).toBeTruthy();
  });
});
