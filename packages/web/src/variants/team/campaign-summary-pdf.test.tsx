import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { i18n } from "../../i18n/setup.ts";
import { testCampaign, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const PDF_URL = "/api/campaign-summary-pdf/";
const pdfText = "%PDF-1.7\n% a summary\n%%EOF\n";

type Sent = { body: unknown; headers: Headers };

/**
 * The campaign page's API, with the summary answered as the server does: a PDF attachment, or the
 * error `refusal` gives. Returns the summary requests sent.
 */
function serve(refusal?: { status: number; detail: string }) {
  const team = testTeam({ level: "member" });
  mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/": { body: [team] },
    "GET /api/teams/acme/": { body: team },
    "GET /api/campaigns/1/": { body: testCampaign() },
    "GET /api/campaigns/1/adsets/": { body: [] },
  });
  const json = globalThis.fetch;
  const sent: Sent[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== PDF_URL || init.method !== "POST") return json(input, init);
    sent.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    if (refusal) {
      return new Response(JSON.stringify({ detail: refusal.detail }), {
        status: refusal.status,
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(new TextEncoder().encode(pdfText), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="campaign-1-summary.pdf"',
      },
    });
  };
  return sent;
}

/** What the browser was asked to save: each file's name and bytes. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:summary-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "") });
  });
  return saved;
}

async function choosePaper(button: string, paper: string) {
  fireEvent.click(await screen.findByRole("button", { name: button }, { timeout: 15_000 }));
  fireEvent.click(await screen.findByRole("menuitem", { name: paper }));
}

const notes = () => useNotificationStore.getState().items.map((n) => n.text);

describe("team dashboard: a campaign's summary PDF", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("asks for the campaign's summary on A4 in the interface's language and saves the PDF", async () => {
    const sent = serve();
    const saved = watchDownloads();
    await renderRoutes(routes, "/acme/campaigns/1");
    await choosePaper("Summary PDF", "A4 paper");
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ campaign: 1, paper: "A4", language: "en" });
    expect(sent[0]?.headers.get("X-CSRFToken")).toBe("test-token");
    expect(saved[0]?.name).toBe("campaign-1-summary.pdf");
    expect(saved[0]?.blob?.type).toBe("application/pdf");
    expect(await saved[0]?.blob?.text()).toBe(pdfText);
    expect(notes().filter((n) => n.startsWith("The summary could not be made"))).toEqual([]);
  });

  it("sends Letter paper when chosen, and Japanese when the interface reads Japanese", async () => {
    const sent = serve();
    const saved = watchDownloads();
    await renderRoutes(routes, "/acme/campaigns/1", "ja");
    await choosePaper("サマリーPDF", "レター用紙");
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ campaign: 1, paper: "LETTER", language: "ja" });
  });

  it("says why when the server refuses, and saves nothing", async () => {
    const detail = "This campaign is not known, or is not one of your teams'.";
    const sent = serve({ status: 404, detail });
    const saved = watchDownloads();
    await renderRoutes(routes, "/acme/campaigns/1");
    await choosePaper("Summary PDF", "Letter paper");
    await waitFor(() => expect(notes()).toContain(`The summary could not be made: ${detail}`));
    expect(sent[0]?.body).toEqual({ campaign: 1, paper: "LETTER", language: "en" });
    expect(saved).toEqual([]);
  });

  it("says so in the interface's language when the server cannot be reached", async () => {
    serve();
    const saved = watchDownloads();
    const json = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === PDF_URL) throw new TypeError("Failed to fetch");
      return json(input, init);
    };
    await renderRoutes(routes, "/acme/campaigns/1", "ja");
    await choosePaper("サマリーPDF", "A4 用紙");
    await waitFor(() => expect(notes()).toContain(`サマリーを作成できませんでした：${i18n.t("errors.network")}`));
    expect(saved).toEqual([]);
  });
});
