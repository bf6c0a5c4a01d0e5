import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { type AutopilotGeneration, autopilotRequest } from "@xa/core/targeting/autopilot-request";
import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { CreatorPanel } from "./creator-panel.tsx";

const EN_BRIEF = "Coffee lovers in the US and UK who brew pour over at home, aged 25 to 49";
const EN_READING: BriefReading = {
  places: [
    { kind: "country", id: "US", name: "US", label: "United States", country_code: "US", said: "US" },
    { kind: "country", id: "GB", name: "GB", label: "United Kingdom", country_code: "GB", said: "UK" },
  ],
  age: { from: 25, to: 49, value: "AGE_25_TO_49", rounded: false, said: "aged 25 to 49" },
  gender: null,
  languages: [],
  handles: [],
  budget: { amount: 5000, currency: "USD", said: "$5,000" },
  size: null,
};
const JA_BRIEF = "東京在住で20代・30代のコーヒー好き";
const JA_READING: BriefReading = {
  places: [{ kind: "city", id: "city:JP:Tokyo", name: "Tokyo", label: "東京", country_code: "JP", said: "東京" }],
  age: { from: 20, to: 39, value: "AGE_21_TO_34", rounded: true, said: "20代・30代" },
  gender: null,
  languages: [],
  handles: [],
  budget: null,
  size: null,
};
const queued = (): AutopilotGeneration => ({
  id: "7",
  status: "queued",
  request: autopilotRequest.parse({ description: EN_BRIEF }),
  error: null,
  created_at: "2025-01-10T00:00:00.000Z",
  result: null,
});

async function typeBrief(brief: string, reading: BriefReading, language: "en" | "ja" = "en") {
  const calls = mockFetch({
    "POST /api/read-brief/": { body: reading },
    "POST /api/build-audience/": { status: 201, body: queued() },
    "GET /api/audience-insight/7/": { body: queued() },
  });
  await renderRoutes(
    [{ path: "/", element: <CreatorPanel team="acme" feedbackPath="/help" onSaved={() => {}} /> }],
    "/",
    language,
  );
  fireEvent.click(await screen.findByRole("button", { name: language === "ja" ? /次へ/ : "Next" }));
  fireEvent.change(await screen.findByRole("textbox"), { target: { value: brief } });
  return calls;
}

describe("the brief's read fields", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the places, age and budget read from the brief; a removed chip stays out of the request", async () => {
    const calls = await typeBrief(EN_BRIEF, EN_READING);
    const read = await screen.findByRole("group", { name: "Read from your brief" }, { timeout: 5000 });
    expect(calls.find((c) => c.url === "/api/read-brief/")?.body).toEqual({ description: EN_BRIEF });
    expect(within(read).getByText("United States")).toBeTruthy();
    expect(within(read).getByText("United Kingdom").closest("[title]")?.getAttribute("title")).toBe("Read from “UK”");
    expect(within(read).getByText("Budget: 5,000 USD")).toBeTruthy();
    expect((within(read).getByLabelText("Age (from “aged 25 to 49”)") as HTMLInputElement).value).toBe("25 to 49");
    // The span is one the platform offers: nothing was rounded.
    expect(within(read).queryByText(/nearest age range/)).toBeNull();

    // Each chip's remove is a button of its own, reached with the keyboard.
    const remove = within(read).getByRole("button", { name: "Remove United Kingdom" });
    remove.focus();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(within(read).queryByText("United Kingdom")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Generate package" }));
    expect((await screen.findAllByText(/Waiting for a worker/)).length).toBeGreaterThan(0);
    const build = calls.find((c) => c.url === "/api/build-audience/");
    expect(build?.body).toMatchObject({
      countries: ["US"],
      age: "AGE_25_TO_49",
      budget: 5000,
      currency: "USD",
      read_brief: false,
    });
  });

  it("lets the age be corrected, and says in Japanese how 20代・30代 was rounded", async () => {
    const calls = await typeBrief(JA_BRIEF, JA_READING, "ja");
    const read = await screen.findByRole("group", { name: "ブリーフから読み取った内容" }, { timeout: 5000 });
    expect(within(read).getByText("東京")).toBeTruthy();
    expect(
      within(read).getByText("「20代・30代」は20–39歳です。プラットフォームで最も近い年齢範囲は21–34です。"),
    ).toBeTruthy();
    fireEvent.click(within(read).getByLabelText("年齢（「20代・30代」から）"));
    fireEvent.click(await screen.findByRole("option", { name: "18〜49歳", hidden: true }));
    // Corrected: the rounding no longer describes the value.
    expect(within(read).queryByText(/最も近い年齢範囲/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /次へ/ }));
    fireEvent.click(await screen.findByRole("button", { name: /次へ/ }));
    fireEvent.click(await screen.findByRole("button", { name: "パッケージを生成" }));
    expect((await screen.findAllByText(/処理の開始を待っています/)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url === "/api/build-audience/")?.body).toMatchObject({
      cities: [{ name: "Tokyo", country_code: "JP" }],
      countries: [],
      age: "AGE_18_TO_49",
      read_brief: false,
    });
  });

  it("lets a handle read from the brief be removed, with the keyboard, and leaves it out of the request", async () => {
    const brief = "Fans of @KumoRoasters and @bluebottle who brew pour over";
    const reading: BriefReading = {
      ...EN_READING,
      places: [],
      age: null,
      budget: null,
      handles: [
        { handle: "KumoRoasters", said: "@KumoRoasters" },
        { handle: "bluebottle", said: "@bluebottle" },
      ],
    };
    const calls = await typeBrief(brief, reading);
    const read = await screen.findByRole("group", { name: "Read from your brief" }, { timeout: 5000 });
    expect(within(read).getByText("@KumoRoasters")).toBeTruthy();
    const remove = within(read).getByRole("button", { name: "Remove @KumoRoasters" });
    remove.focus();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(within(read).queryByText("@KumoRoasters")).toBeNull();
    expect(within(read).getByText("@bluebottle")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Generate package" }));
    expect((await screen.findAllByText(/Waiting for a worker/)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url === "/api/build-audience/")?.body).toMatchObject({
      description: brief,
      removed_handles: ["KumoRoasters"],
    });
  });

  it("names a handle's remove button in Japanese", async () => {
    await typeBrief(
      "@bluebottle のファン",
      { ...JA_READING, handles: [{ handle: "bluebottle", said: "@bluebottle" }] },
      "ja",
    );
    const read = await screen.findByRole("group", { name: "ブリーフから読み取った内容" }, { timeout: 5000 });
    fireEvent.click(within(read).getByRole("button", { name: "@bluebottleを削除" }));
    expect(within(read).queryByText("@bluebottle")).toBeNull();
  });
});
