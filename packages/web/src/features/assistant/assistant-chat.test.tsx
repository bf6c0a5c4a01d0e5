import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { SectionName } from "@xa/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/setup.ts";
import { STREAM_RECONNECT_MS } from "./ask-assistant.ts";
import { AssistantChat } from "./assistant-chat.tsx";
import { useAssistantStore } from "./assistant-store.ts";
import { fakeAssistantFetch } from "./fake-assistant-fetch.test-support.ts";
import type { ChatContext } from "./reference-items.ts";

const CONTEXT: ChatContext = { analysis: { query_type: "handle", handle: "nike" } };

function renderChat(props: { onOpenSection?: (section: SectionName) => void; context?: ChatContext } = {}) {
  const fake = fakeAssistantFetch();
  globalThis.fetch = fake.fetch;
  const view = render(
    <MantineProvider>
      <AssistantChat
        context={props.context ?? CONTEXT}
        contextText="Handle: @nike"
        onOpenSection={props.onOpenSection}
        canOpenSection={(section) => section !== "seo"}
      />
    </MantineProvider>,
  );
  return { ...view, streams: fake.streams };
}

const box = () => screen.getByRole("textbox", { name: /Your question/ });
const answers = () => screen.queryAllByTestId("assistant-response");
const lastAnswer = () => answers().at(-1) as HTMLElement;

function ask(question: string) {
  fireEvent.change(box(), { target: { value: question } });
  fireEvent.keyDown(box(), { key: "Enter" });
}

async function streamNumber(streams: { length: number }, n: number) {
  await waitFor(() => expect(streams.length).toBe(n));
}

describe("AssistantChat", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  beforeEach(() => useAssistantStore.setState({ conversations: {}, autoReconnect: false }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts empty with example questions; clicking one asks it", async () => {
    const { streams } = renderChat();
    expect(screen.getByText("Ask a question about this analysis")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Which countries are they from?" }));
    await streamNumber(streams, 1);
    expect(streams[0]?.body).toEqual({ ...CONTEXT, question: "Which countries are they from?", history: [] });
    expect(
      within(screen.getByRole("list", { name: "Conversation" })).getByText("Which countries are they from?"),
    ).toBeTruthy();
  });

  it("grows the answer in place as chunks arrive, then shows its engine and sources at [END]", async () => {
    const opened: SectionName[] = [];
    const { streams } = renderChat({ onOpenSection: (section) => opened.push(section) });
    ask("Which countries are they from?");
    await streamNumber(streams, 1);
    const stream = streams[0] as (typeof streams)[0];
    expect(screen.getByText("Answering…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();
    const text = within(lastAnswer()).getByTestId("assistant-answer");
    expect(text.getAttribute("aria-live")).toBe("polite");

    act(() => stream.send({ type: "chunk", text: "Countries: Japan 40%" }));
    await waitFor(() => expect(text.textContent).toBe("Countries: Japan 40%"));
    act(() => stream.send({ type: "chunk", text: ", United States 20%." }));
    // The same element, longer: the answer grows where it is.
    await waitFor(() => expect(text.textContent).toBe("Countries: Japan 40%, United States 20%."));

    act(() => {
      stream.send({
        type: "sources",
        engine: "builtin",
        sources: [
          { kind: "section", section: "countries", title: "Countries" },
          { kind: "section", section: "seo", title: "SEO" },
          { kind: "post", id: "1", url: "https://x.com/nike/status/1", text: "Just do it" },
          { kind: "account", handle: "nike", url: "https://x.com/nike" },
        ],
      });
      stream.end();
    });
    await waitFor(() => expect(lastAnswer().getAttribute("data-status")).toBe("done"));
    expect(screen.queryByText("Answering…")).toBeNull();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    expect(within(lastAnswer()).getByTestId("assistant-engine").textContent).toBe("Built-in analyst");
    const sources = within(lastAnswer()).getByTestId("assistant-sources");
    fireEvent.click(within(sources).getByRole("button", { name: "Open the Countries card" }));
    expect(opened).toEqual(["countries"]);
    // A section not on the page is named, not linked.
    expect(within(sources).queryByRole("button", { name: /SEO/ })).toBeNull();
    expect(within(sources).getByText("Card: SEO keywords")).toBeTruthy();
    expect(
      within(sources)
        .getByRole("link", { name: /Post: Just do it/ })
        .getAttribute("href"),
    ).toBe("https://x.com/nike/status/1");
    expect(
      within(sources)
        .getByRole("link", { name: /Account: @nike/ })
        .getAttribute("target"),
    ).toBe("_blank");
  });

  it("sends on Enter, not on Shift+Enter, and carries the conversation so far", async () => {
    const { streams } = renderChat();
    fireEvent.change(box(), { target: { value: "How big is the audience?" } });
    fireEvent.keyDown(box(), { key: "Enter", shiftKey: true });
    expect(streams).toHaveLength(0);
    fireEvent.keyDown(box(), { key: "Enter" });
    await streamNumber(streams, 1);
    expect((box() as HTMLTextAreaElement).value).toBe("");
    act(() => {
      streams[0]?.send({ type: "chunk", text: "12,000 accounts." });
      streams[0]?.end();
    });
    await waitFor(() => expect(lastAnswer().getAttribute("data-status")).toBe("done"));
    ask("And their languages?");
    await streamNumber(streams, 2);
    expect(streams[1]?.body.history).toEqual([{ question: "How big is the audience?", response: "12,000 accounts." }]);
  });

  it("shows the stream's error detail and clears the loading state", async () => {
    const { streams } = renderChat();
    ask("Which posts drove the peak?");
    await streamNumber(streams, 1);
    act(() => {
      streams[0]?.send({ type: "chunk", text: "The busiest day" });
      streams[0]?.send({ type: "error", detail: "The language model did not answer in time." });
      streams[0]?.end();
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The language model did not answer in time.");
    expect(lastAnswer().getAttribute("data-status")).toBe("error");
    expect(screen.queryByText("Answering…")).toBeNull();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });

  it("closes the open stream when a new question is asked", async () => {
    const { streams } = renderChat();
    ask("What is this audience like?");
    await streamNumber(streams, 1);
    act(() => streams[0]?.send({ type: "chunk", text: "Part of" }));
    await waitFor(() => expect(within(lastAnswer()).getByTestId("assistant-answer").textContent).toBe("Part of"));
    ask("What should I target?");
    await streamNumber(streams, 2);
    expect(streams[0]?.aborted).toBe(true);
    expect(answers()[0]?.getAttribute("data-status")).toBe("closed");
    expect(within(answers()[0] as HTMLElement).getByText("Closed: another question was asked.")).toBeTruthy();
    act(() => streams[0]?.send({ type: "chunk", text: " late" }));
    act(() => streams[1]?.send({ type: "chunk", text: "Interests: running." }));
    await waitFor(() =>
      expect(within(lastAnswer()).getByTestId("assistant-answer").textContent).toBe("Interests: running."),
    );
    expect(within(answers()[0] as HTMLElement).getByTestId("assistant-answer").textContent).toBe("Part of");
  });

  it("stops the answer with the Stop button", async () => {
    const { streams } = renderChat();
    ask("What is this audience like?");
    await streamNumber(streams, 1);
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(streams[0]?.aborted).toBe(true);
    expect(lastAnswer().getAttribute("data-status")).toBe("stopped");
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });

  it("stops the stream when the chat goes away", async () => {
    const { streams, unmount } = renderChat();
    ask("What is this audience like?");
    await streamNumber(streams, 1);
    unmount();
    expect(streams[0]?.aborted).toBe(true);
  });

  it("says a dropped connection ended the answer when auto-reconnect is off (the default)", async () => {
    const { streams } = renderChat();
    expect((screen.getByRole("switch", { name: /Reconnect/ }) as HTMLInputElement).checked).toBe(false);
    ask("What is this audience like?");
    await streamNumber(streams, 1);
    act(() => streams[0]?.drop());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The connection closed before the answer was complete.",
    );
    expect(streams).toHaveLength(1);
  });

  it("asks again 3000 ms after a drop when auto-reconnect is on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { streams } = renderChat();
    fireEvent.click(screen.getByRole("switch", { name: /Reconnect/ }));
    expect(useAssistantStore.getState().autoReconnect).toBe(true);
    ask("What is this audience like?");
    await streamNumber(streams, 1);
    act(() => {
      streams[0]?.send({ type: "chunk", text: "Half" });
      streams[0]?.drop();
    });
    await screen.findByText("The connection dropped; trying again in 3 s.");
    expect(within(lastAnswer()).getByTestId("assistant-answer").textContent).toBe("");
    act(() => vi.advanceTimersByTime(STREAM_RECONNECT_MS - 100));
    expect(streams).toHaveLength(1);
    act(() => vi.advanceTimersByTime(100));
    await streamNumber(streams, 2);
    expect(streams[1]?.body.question).toBe("What is this audience like?");
    act(() => {
      streams[1]?.send({ type: "chunk", text: "Whole answer." });
      streams[1]?.end();
    });
    await waitFor(() => expect(lastAnswer().getAttribute("data-status")).toBe("done"));
    expect(within(lastAnswer()).getByTestId("assistant-answer").textContent).toBe("Whole answer.");
  });

  it("suggests questions about the card when asked from one", () => {
    renderChat({ context: { ...CONTEXT, section: "countries" } });
    expect(screen.getByRole("button", { name: "What stands out in Countries?" })).toBeTruthy();
  });
});
