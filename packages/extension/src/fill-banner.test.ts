import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { fillTotals, showFillBanner } from "./fill-banner.ts";

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const messagesOf = (language: string): Messages =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../_locales/${language}/messages.json`), "utf8"));

/** chrome.i18n.getMessage over a locale's file: $NAME$ placeholders filled from "$1", "$2"… */
function getMessageOf(language: string) {
  const messages = messagesOf(language);
  return (name: string, substitutions: string[] = []) => {
    const entry = messages[name];
    if (!entry) throw new Error(`no message ${name} in ${language}`);
    return entry.message.replace(/\$(\w+)\$/g, (_, key: string) => {
      const content = entry.placeholders?.[key.toLowerCase()]?.content ?? "";
      return content.replace(/\$(\d)/, (__, n: string) => substitutions[Number(n) - 1] ?? "");
    });
  };
}

const banner = () => document.getElementById("xaudience-fill-banner");
const bannerText = () => banner()?.shadowRoot?.querySelector("span")?.textContent;

const running = {
  keywords: { filled: 150, refused: 0, total: 150 },
  handles: { filled: 34, refused: 1, total: 100 },
};
const finished = {
  keywords: { filled: 150, refused: 0, total: 150 },
  handles: { filled: 98, refused: 2, total: 100 },
};

describe("the fill banner on the ad platform page", () => {
  beforeEach(() => {
    document.body.innerHTML = "<main>Campaign form</main>";
  });

  it("adds up every field", () => {
    expect(fillTotals(running)).toEqual({ filled: 184, refused: 1, total: 250 });
    expect(fillTotals({})).toEqual({ filled: 0, refused: 0, total: 0 });
  });

  it("says how far the fill is, then how it ended, in one banner", () => {
    const getMessage = getMessageOf("en");
    showFillBanner(document, running, false, getMessage);
    expect(banner()?.dataset.state).toBe("running");
    expect(bannerText()).toBe(
      "XAudience is filling the targeting: 184 of 250 values in. Not filled: 1 (the app lists which, and why).",
    );
    showFillBanner(document, finished, true, getMessage);
    expect(document.querySelectorAll("#xaudience-fill-banner")).toHaveLength(1);
    expect(banner()?.dataset.state).toBe("done");
    expect(bannerText()).toBe(
      "XAudience filled 248 of 250 values. Check the targeting, then save the campaign. Not filled: 2 (the app lists which, and why).",
    );
  });

  it("speaks Japanese with the same numbers", () => {
    showFillBanner(document, finished, true, getMessageOf("ja"));
    expect(bannerText()).toContain("250 件中 248 件を入力しました");
    expect(bannerText()).toContain("入力できなかった値：2 件");
  });

  it("closes with its button", () => {
    showFillBanner(document, running, false, getMessageOf("en"));
    const close = banner()?.shadowRoot?.querySelector("button");
    expect(close?.getAttribute("aria-label")).toBe("Close");
    close?.click();
    expect(banner()).toBeNull();
  });

  it("has every text in English and Japanese", () => {
    expect(Object.keys(messagesOf("ja")).sort()).toEqual(Object.keys(messagesOf("en")).sort());
  });
});
