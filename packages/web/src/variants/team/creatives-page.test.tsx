import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Creative } from "@xa/core/campaigns/creative-entities";
import type { AdMedia } from "@xa/core/campaigns/media-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const file = (id: number, over: Partial<AdMedia> = {}): AdMedia => ({
  id,
  team_id: 3,
  name: `beans-${id}.png`,
  kind: "image",
  mime: "image/png",
  bytes: 2048,
  width: 1200,
  height: 675,
  duration_ms: null,
  url: `/api/ad-media/${id}/file/`,
  thumbnail_url: `/api/ad-media/${id}/thumbnail/`,
  used_by: 0,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  ...over,
});

const creative = (over: Partial<Creative> = {}): Creative => ({
  id: 7,
  team_id: 3,
  name: "Autumn teaser",
  text: "Autumn blend is here #ColdBrew https://acme.test/autumn",
  text_length: 54,
  language: "en",
  media: [],
  card: null,
  call_to_action: null,
  advertiser_category: null,
  content_categories: [],
  ads: 1,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-02T00:00:00Z",
  ...over,
});

const catalogue = (key: string, items: { id: string; label: string }[]) => ({
  body: {
    [key]: items,
    total: items.length,
    source: { name: "IAB", url: "", licence: "CC BY 3.0" },
    available: true,
    note: null,
  },
});

function serve(creatives: () => Creative[], extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ level: "admin" });
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      "GET /api/ad-media/?team=acme&limit=100&offset=0": { body: { count: 2, results: [file(1), file(2)] } },
      "GET /api/advertiser-categories/?limit=1000&offset=0": catalogue("advertiser_categories", [
        { id: "iabap:1133", label: "Consumer Packaged Goods — Beverages — Coffee and Tea" },
      ]),
      "GET /api/content-categories/?limit=1000&offset=0": catalogue("content_categories", [
        { id: "iab:210", label: "Food & Drink" },
      ]),
      ...extra,
    },
    (url, init) => {
      if ((init.method ?? "GET") === "GET" && url.startsWith("/api/ad-creatives/?team=acme")) {
        const results = creatives();
        return { body: { count: results.length, results } };
      }
      return undefined;
    },
  );
}

describe("team dashboard: creatives", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("writes a creative with a live preview of the post, its media in the order picked", async () => {
    let saved = false;
    const calls = serve(() => (saved ? [creative()] : []), {
      "POST /api/ad-creatives/": () => {
        saved = true;
        return { status: 201, body: creative() };
      },
    });
    await renderRoutes(routes, "/acme/creatives");
    expect(await screen.findByText("No creatives yet", {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "New creative" })[0] as HTMLElement);
    const form = await screen.findByRole("form", { name: "New creative" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Autumn teaser" } });
    fireEvent.change(within(form).getByLabelText("Post text"), {
      target: { value: "Autumn blend is here #ColdBrew https://acme.test/autumn" },
    });
    // The counter counts as X does: the link is 23.
    expect(within(form).getByText("54 / 280")).toBeTruthy();
    const preview = screen.getByRole("figure", { name: "Preview" });
    expect(within(preview).getByText("#ColdBrew").getAttribute("data-kind")).toBe("hashtag");
    expect(within(preview).getByText("acme.test/autumn").getAttribute("data-kind")).toBe("url");
    expect(within(preview).getByText("Acme")).toBeTruthy();
    fireEvent.click(await within(form).findByLabelText("beans-2.png"));
    fireEvent.click(within(form).getByLabelText("beans-1.png"));
    expect(
      within(preview)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["beans-2.png", "beans-1.png"]);
    fireEvent.change(within(form).getByLabelText("Website card title"), { target: { value: "Autumn blend" } });
    fireEvent.change(within(form).getByLabelText("Website card URL"), { target: { value: "https://www.acme.test/a" } });
    fireEvent.change(within(form).getByLabelText(/Call to action/), { target: { value: "SHOP_NOW" } });
    expect(within(preview).getByText("acme.test")).toBeTruthy();
    expect(within(preview).getByText("Shop now")).toBeTruthy();
    await within(form).findByRole("option", { name: /Coffee and Tea/ });
    fireEvent.change(within(form).getByLabelText("Advertiser category"), { target: { value: "iabap:1133" } });
    const topics = within(form).getByRole("combobox", { name: /Content categories/ });
    fireEvent.change(topics, { target: { value: "iab:210" } });
    expect(within(form).getByRole("listitem").textContent).toContain("Food & Drink");
    // A chosen category leaves the list: it cannot be picked twice.
    expect(within(topics).queryByRole("option", { name: "Food & Drink" })).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Create creative" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      team: "acme",
      name: "Autumn teaser",
      text: "Autumn blend is here #ColdBrew https://acme.test/autumn",
      language: "en",
      media: [2, 1],
      card_title: "Autumn blend",
      card_url: "https://www.acme.test/a",
      call_to_action: "SHOP_NOW",
      advertiser_category: "iabap:1133",
      content_categories: ["iab:210"],
    });
    expect(await screen.findByRole("article", { name: "Autumn teaser" })).toBeTruthy();
  });

  it("shows the server's reason beside the form when a rule is broken", async () => {
    serve(() => [], {
      "POST /api/ad-creatives/": {
        status: 400,
        body: { detail: "media may be up to 4 images, or one GIF, or one video, not a mix." },
      },
    });
    await renderRoutes(routes, "/acme/creatives");
    fireEvent.click(
      (await screen.findAllByRole("button", { name: "New creative" }, { timeout: 15_000 }))[0] as HTMLElement,
    );
    const form = await screen.findByRole("form", { name: "New creative" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "x" } });
    fireEvent.change(within(form).getByLabelText("Post text"), { target: { value: "x" } });
    fireEvent.click(within(form).getByRole("button", { name: "Create creative" }));
    expect((await within(form).findByRole("alert")).textContent).toContain("not a mix");
  });

  it("lists creatives drawn as posts, and shows why one in use cannot be deleted", async () => {
    serve(
      () => [
        creative({
          media: [1, 2, 3].map((id) => ({ ...file(id), thumbnail_url: null })),
          content_categories: [{ id: "iab:210", label: "Food & Drink" }],
        }),
      ],
      {
        "DELETE /api/ad-creatives/7/": {
          status: 409,
          body: { detail: "This creative is used by ad 4 in campaign “Autumn blend launch”, ad set “Timelines”." },
        },
      },
    );
    await renderRoutes(routes, "/acme/creatives");
    const card = await screen.findByRole("article", { name: "Autumn teaser" }, { timeout: 15_000 });
    expect(within(card).getByText(/Used by 1 ad · 54 characters/)).toBeTruthy();
    expect(within(card).getAllByRole("img")).toHaveLength(3);
    expect(within(card).getByText("Food & Drink")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Delete Autumn teaser" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete creative" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "campaign “Autumn blend launch”, ad set “Timelines”",
    );
  });

  it("edits a creative: the form opens with what is saved and sends every field back", async () => {
    const saved = creative({
      media: [file(1)],
      card: { title: "Autumn blend", url: "https://acme.test/a" },
      call_to_action: "LEARN_MORE",
      content_categories: [{ id: "iab:210", label: "Food & Drink" }],
    });
    const calls = serve(() => [saved], { "PUT /api/ad-creatives/7/": { body: { ...saved, name: "Autumn teaser 2" } } });
    await renderRoutes(routes, "/acme/creatives");
    const card = await screen.findByRole("article", { name: "Autumn teaser" }, { timeout: 15_000 });
    fireEvent.click(within(card).getByRole("button", { name: "Edit Autumn teaser" }));
    const form = await screen.findByRole("form", { name: "Edit creative" });
    expect((within(form).getByLabelText("Website card title") as HTMLInputElement).value).toBe("Autumn blend");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Autumn teaser 2" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Autumn teaser 2",
      text: saved.text,
      language: "en",
      media: [1],
      card_title: "Autumn blend",
      card_url: "https://acme.test/a",
      call_to_action: "LEARN_MORE",
      advertiser_category: null,
      content_categories: ["iab:210"],
    });
  });

  it("says so when the creatives cannot be loaded, and in Japanese", async () => {
    serve(() => {
      throw new Error("down");
    });
    await renderRoutes(routes, "/acme/creatives", "ja");
    expect(await screen.findByRole("heading", { level: 1, name: "クリエイティブ" }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole("button", { name: /再試行|Retry/ })).toBeTruthy();
  });
});
