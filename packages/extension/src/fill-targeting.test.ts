import { readFileSync } from "node:fs";
import path from "node:path";
import { appliedTargetingSample, emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { beforeEach, describe, expect, it } from "vitest";
import { fillTargeting } from "./fill-targeting.ts";
import { setInputValue } from "./form-input.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../../e2e/fixtures/ads-form.html");

interface FormState {
  chips: Record<string, string[]>;
  gender: string;
  age: string;
  age_min: string;
  age_max: string;
  placements: Record<string, boolean>;
}
const formState = () => JSON.parse(document.getElementById("form-state")?.textContent ?? "null") as FormState;

/** Loads the e2e fixture into this test's document and runs its script, as a page load would. */
function loadFixture() {
  const parsed = new DOMParser().parseFromString(readFileSync(FIXTURE, "utf8"), "text/html");
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  for (const inert of [...document.body.querySelectorAll("script")]) {
    const script = document.createElement("script");
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
}

const targeting = appliedTargetingSample();

describe("filling the campaign form's targeting section", () => {
  beforeEach(loadFixture);

  it("the fixture, like a React form, loses a value set without its events", () => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="targeting-keywords"] input');
    if (!input) throw new Error("no keywords input");
    input.value = "lost";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(formState().chips.keywords).toEqual([]);
    setInputValue(input, "kept");
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(formState().chips.keywords).toEqual(["kept"]);
  });

  it("fills every field it has and counts what went in", async () => {
    const result = await fillTargeting(document, targeting);
    expect(result).toEqual({
      ok: true,
      filled: {
        keywords: 2,
        // no field of their own: into keywords, with '#'
        hashtags: 1,
        // the typeahead does not know the second one
        handles: 1,
        locations: 1,
        // by name, into the locations typeahead
        countries: 1,
        languages: 1,
        interests: 1,
        conversation_topics: 1,
        movies_tv_shows: 1,
        // the form has no carrier field
        network_operators: 0,
        custom_audiences: 1,
        age: 1,
        gender: 1,
        placements: 2,
      },
      refused: {
        handles: [{ value: "nobody_knows_me", reason: "not-suggested" }],
        interests: [{ value: "Knitting", reason: "not-suggested" }],
        network_operators: [{ value: "Docomo", reason: "no-field" }],
      },
    });
    const state = formState();
    expect(state.chips.keywords).toEqual(["cold brew", "pour over", "#coffeetime"]);
    expect(state.chips["follower-lookalikes"]).toEqual(["@bluebottle"]);
    expect(state.chips.locations).toEqual(["Tokyo, Japan", "Japan"]);
    expect(state.chips.languages).toEqual(["Japanese"]);
    expect(state.chips.interests).toEqual(["Food and drink — Coffee"]);
    expect(state.chips["conversation-topics"]).toEqual(["Coffee"]);
    expect(state.chips["movies-tv-shows"]).toEqual(["Midnight Diner"]);
    expect(state.chips["custom-audiences"]).toEqual(["Newsletter subscribers"]);
    expect(state).toMatchObject({ gender: "female", age: "range", age_min: "18", age_max: "34" });
    expect(state.placements).toEqual({ home_timelines: true, profiles: false, search_results: true, replies: false });
    // nothing left half-typed
    const inputs = [...document.querySelectorAll<HTMLInputElement>('[role="group"] input')];
    expect(inputs.map((input) => input.value).filter(Boolean)).toEqual([]);
  }, 30_000);

  it("writes an open-ended age as 'and up', and leaves placements alone when none are chosen", async () => {
    const result = await fillTargeting(document, emptyTargeting({ keywords: ["espresso"], age: "AGE_OVER_25" }));
    expect(result.filled).toEqual({ keywords: 1, age: 1, gender: 1 });
    expect(result.refused).toEqual({});
    expect(formState()).toMatchObject({ age: "range", age_min: "25", age_max: "up", gender: "any" });
    expect(Object.values(formState().placements)).toEqual([true, true, true, true]);
  });

  it("does not add a value twice when filled again", async () => {
    const small = { ...targeting, handles: [], interests: [], countries: [], locations: [] };
    await fillTargeting(document, small);
    const again = await fillTargeting(document, small);
    expect(again.filled.keywords).toBe(2);
    expect(formState().chips.keywords).toEqual(["cold brew", "pour over", "#coffeetime"]);
  }, 30_000);

  it("says so when the page has no targeting form", async () => {
    document.body.innerHTML = "<main>Campaigns</main>";
    await expect(fillTargeting(document, targeting)).resolves.toEqual({
      ok: false,
      filled: {},
      refused: {},
      error: "form-not-found",
    });
  });
});

/** jsdom makes no paste events; Chromium does. A minimal stand-in, as a content script's window has. */
function withPasteEvents() {
  class StubDataTransfer {
    private readonly data = new Map<string, string>();
    setData(type: string, value: string) {
      this.data.set(type, value);
    }
    getData(type: string) {
      return this.data.get(type) ?? "";
    }
  }
  class StubClipboardEvent extends Event {
    readonly clipboardData: StubDataTransfer | null;
    constructor(type: string, init: EventInit & { clipboardData?: StubDataTransfer | null } = {}) {
      super(type, init);
      this.clipboardData = init.clipboardData ?? null;
    }
  }
  const view = window as unknown as Record<string, unknown>;
  view.DataTransfer = StubDataTransfer;
  view.ClipboardEvent = StubClipboardEvent;
  return () => {
    delete view.DataTransfer;
    delete view.ClipboardEvent;
  };
}

/** A real-size package: 100 handles the form's typeahead knows, 100 keywords and 50 hashtags. */
function realSizePackage() {
  return emptyTargeting({
    keywords: Array.from({ length: 100 }, (_, i) => `brew term ${i + 1}`),
    hashtags: Array.from({ length: 50 }, (_, i) => `brewtag${i + 1}`),
    handles: Array.from({ length: 100 }, (_, i) => ({ handle: `roaster_${i + 1}`, account_id: null })),
    age: "AGE_25_TO_49",
  });
}

describe("filling a real-size package", () => {
  let undoPaste: (() => void) | undefined;
  beforeEach(() => {
    loadFixture();
    undoPaste = undefined;
    return () => undoPaste?.();
  });

  it("fills 100 handles and 150 terms, pasted by the batch, and reports progress per field", async () => {
    undoPaste = withPasteEvents();
    const progress: Record<string, { filled: number; refused: number; total: number }>[] = [];
    const result = await fillTargeting(document, realSizePackage(), (p) => progress.push(p));
    expect(result).toEqual({
      ok: true,
      filled: { keywords: 100, hashtags: 50, handles: 100, age: 1, gender: 1 },
      refused: {},
    });
    const state = formState();
    expect(state.chips.keywords).toHaveLength(150);
    expect(state.chips.keywords?.slice(98, 101)).toEqual(["brew term 99", "brew term 100", "#brewtag1"]);
    expect(state.chips["follower-lookalikes"]).toHaveLength(100);
    expect(state.chips["follower-lookalikes"]?.at(-1)).toBe("@roaster_100");
    // every field's total is known from the first report, and the counts only grow
    expect(progress[0]).toEqual({
      keywords: { filled: 0, refused: 0, total: 100 },
      hashtags: { filled: 0, refused: 0, total: 50 },
      handles: { filled: 0, refused: 0, total: 100 },
    });
    const handles = progress.map((p) => p.handles?.filled ?? 0);
    expect(handles).toEqual([...handles].sort((a, b) => a - b));
    expect(new Set(handles).size).toBe(101);
    expect(progress.at(-1)?.handles).toEqual({ filled: 100, refused: 0, total: 100 });
    // pasted, the terms move by the batch: 0, then 50 and 100 keywords, 50 hashtags
    expect(new Set(progress.map((p) => p.keywords?.filled))).toEqual(new Set([0, 50, 100]));
  }, 120_000);

  it("types the terms one by one where the field takes no pasted list", async () => {
    const progress: number[] = [];
    const result = await fillTargeting(document, emptyTargeting({ keywords: realSizePackage().keywords }), (p) =>
      progress.push(p.keywords?.filled ?? 0),
    );
    expect(result.filled.keywords).toBe(100);
    expect(formState().chips.keywords?.at(-1)).toBe("brew term 100");
    expect(new Set(progress).size).toBe(101);
  }, 120_000);

  it("types a value holding the list's separator on its own, so the paste does not split it", async () => {
    undoPaste = withPasteEvents();
    const result = await fillTargeting(
      document,
      emptyTargeting({ keywords: ["flat white", "latte, iced"], hashtags: ["coffee"] }),
    );
    expect(result.filled).toMatchObject({ keywords: 2, hashtags: 1 });
    expect(formState().chips.keywords).toEqual(["flat white", "latte, iced", "#coffee"]);
  });
});
