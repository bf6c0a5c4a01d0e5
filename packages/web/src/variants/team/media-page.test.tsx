import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdMedia } from "@xa/core/campaigns/media-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const media = (over: Partial<AdMedia>): AdMedia => ({
  id: 1,
  team_id: 3,
  name: "hero.png",
  kind: "image",
  mime: "image/png",
  bytes: 2_400_000,
  width: 1200,
  height: 628,
  duration_ms: null,
  url: "/api/ad-media/1/file/",
  thumbnail_url: "/api/ad-media/1/thumbnail/",
  used_by: 0,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  ...over,
});

/** What the fake XHR was asked to send, and how it answers: progress, then a status and body. */
type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
function fakeXhr(answer: (sent: Sent) => { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = "";
    private request: Sent = { method: "", url: "", headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const reply = answer(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = reply.status;
          this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
          this.onload?.();
          // Long enough for a test to read the progress half way.
        }, 400);
      }, 5);
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  return sent;
}

function serve(list: (url: string) => AdMedia[] | "fail", extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ level: "member" });
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      ...extra,
    },
    (url, init) => {
      if ((init.method ?? "GET") === "GET" && url.startsWith("/api/ad-media/?")) {
        const results = list(url);
        if (results === "fail") return { status: 500, body: { detail: "The database cannot be reached right now." } };
        return { body: { count: results.length, results } };
      }
      return undefined;
    },
  );
}

const policy = (id: string) => ({
  status: 201,
  body: {
    id,
    upload_url: `/api/api/files/${id}/`,
    method: "PUT",
    max_bytes: 5 * 1024 * 1024,
    expires_at: "2026-10-01T00:15:00Z",
    limits: { image: 5 * 1024 * 1024, gif: 15 * 1024 * 1024, video: 512 * 1024 * 1024 },
  },
});

describe("team dashboard: media library", { timeout: 20_000 }, () => {
  beforeEach(() => fakeXhr(() => ({ status: 200, body: {} })));
  afterEach(cleanup);

  it("shows each file with its preview, kind, size, dimensions and use, and states the limits", async () => {
    const calls = serve((url) =>
      url.includes("kind=video")
        ? [media({ id: 2, name: "launch.mp4", kind: "video", thumbnail_url: null, duration_ms: 15_250 })]
        : [
            media({ used_by: 2 }),
            media({
              id: 2,
              name: "launch.mp4",
              kind: "video",
              mime: "video/mp4",
              thumbnail_url: null,
              duration_ms: 15_250,
              bytes: 48_000_000,
              width: 1280,
              height: 720,
            }),
          ],
    );
    await renderRoutes(routes, "/acme/media");
    const grid = await screen.findByRole("list", { name: "Media files" }, { timeout: 15_000 });
    const hero = within(grid).getByRole("listitem", { name: "hero.png" });
    expect(within(hero).getByRole("img", { name: "hero.png" }).getAttribute("src")).toBe("/api/ad-media/1/thumbnail/");
    expect(within(hero).getByText("2.3 MB · 1200 × 628")).toBeTruthy();
    expect(within(hero).getByText("Used by 2 creatives")).toBeTruthy();
    const video = within(grid).getByRole("listitem", { name: "launch.mp4" });
    expect(within(video).getByText("Video, 0:15")).toBeTruthy();
    expect(within(video).getByText("46 MB · 1280 × 720 · 0:15")).toBeTruthy();
    expect(within(video).getByText("Not used yet")).toBeTruthy();
    expect(
      screen.getByText(
        "PNG, JPEG and WebP images up to 5 MB, GIFs up to 15 MB, MP4 videos up to 512 MB. The type is read from the file's content, not its name.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "video" } });
    await waitFor(() => expect(within(grid).queryByText("hero.png")).toBeNull());
    expect(calls.some((c) => c.url === "/api/ad-media/?team=acme&kind=video&limit=48&offset=0")).toBe(true);
  });

  it("offers the first upload when the library is empty, and retries after a failed load", async () => {
    let fail = true;
    serve(() => (fail ? "fail" : []));
    await renderRoutes(routes, "/acme/media");
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("The database cannot be reached right now.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No media yet")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Upload files" }).length).toBeGreaterThan(0);
  });

  it("uploads in two steps with progress, and shows each file's own refusal", async () => {
    let listed: AdMedia[] = [];
    let policies = 0;
    const calls = serve(() => listed, {
      "POST /api/api/files/policy/": () => policy(`${++policies}`.padStart(32, "a")),
      "POST /api/api/files/complete/": () => {
        listed = [media({ name: "poster.png" })];
        return { status: 201, body: { ...media({ name: "poster.png" }), duplicate: false } };
      },
    });
    const sent = fakeXhr((request) =>
      request.url.endsWith(`${"2".padStart(32, "a")}/`)
        ? {
            status: 400,
            body: {
              detail:
                "The file's content is not a PNG, JPEG, GIF, WebP image or an MP4 video, whatever its name says. Nothing was kept.",
            },
          }
        : { status: 200, body: { id: "x", bytes: 10, content_type: "image/png" } },
    );
    await renderRoutes(routes, "/acme/media");
    await screen.findByText("No media yet", {}, { timeout: 15_000 });
    const poster = new File([new Uint8Array(10)], "poster.png", { type: "image/png" });
    const notes = new File(["hello"], "notes.png", { type: "" });
    fireEvent.drop(screen.getByTestId("media-drop-zone"), { dataTransfer: { files: [poster, notes] } });
    const uploads = await screen.findByRole("region", { name: "Uploads" });
    expect((await within(uploads).findAllByText("Sending… 50%")).length).toBeGreaterThan(0);
    expect(await within(uploads).findByText("Added to the library")).toBeTruthy();
    const bar = within(uploads).getByRole("progressbar", { name: "Upload of poster.png" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect((await within(uploads).findByRole("alert")).textContent).toContain(
      "The file's content is not a PNG, JPEG, GIF, WebP image or an MP4 video",
    );
    expect(await screen.findByRole("listitem", { name: "poster.png" })).toBeTruthy();
    const asked = calls.filter((c) => c.url === "/api/api/files/policy/").map((c) => c.body);
    expect(asked).toEqual([
      { team: "acme", file_name: "poster.png", content_type: "image/png", size: 10 },
      { team: "acme", file_name: "notes.png", content_type: "image/png", size: 5 },
    ]);
    expect(sent[0]).toMatchObject({ method: "PUT", body: poster });
    expect(sent[0]?.headers["x-csrftoken"]).toBe("test-token");
    expect(calls.find((c) => c.url === "/api/api/files/complete/")?.body).toEqual({ upload: "1".padStart(32, "a") });
  });

  it("opens the file chooser from the Upload files button, and uploads what is chosen", async () => {
    const calls = serve(() => [], {
      "POST /api/api/files/policy/": () => policy("c".repeat(32)),
      "POST /api/api/files/complete/": () => ({
        status: 200,
        body: { ...media({ name: "again.png" }), duplicate: true },
      }),
    });
    const { container } = await renderRoutes(routes, "/acme/media");
    await screen.findByText("No media yet", {}, { timeout: 15_000 });
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    let opened = 0;
    input.click = () => {
      opened++;
    };
    const button = screen.getAllByRole("button", { name: "Upload files" })[0] as HTMLElement;
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(opened).toBe(1);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(4)], "again.png", { type: "image/png" })] } });
    expect(await screen.findByText("Already in the library: the existing file is kept")).toBeTruthy();
    expect(calls.filter((c) => c.url === "/api/api/files/policy/")).toHaveLength(1);
  });

  it("asks before deleting, and says why a file in use stays", async () => {
    let attempt = 0;
    const calls = serve(() => [media({ used_by: 1 })], {
      "DELETE /api/ad-media/1/": () =>
        ++attempt === 1
          ? {
              status: 409,
              body: { detail: "hero.png is used by Autumn hero. Remove it from those creatives first." },
            }
          : { status: 204 },
    });
    await renderRoutes(routes, "/acme/media");
    const remove = await screen.findByRole("button", { name: "Delete hero.png" }, { timeout: 15_000 });
    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Delete this file?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain("hero.png was not deleted");
    expect(refusal.textContent).toContain("Autumn hero. Remove it from those creatives first.");
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("hero.png was deleted.")).toBeTruthy();
  });

  it("reads in Japanese", async () => {
    serve(() => [media({ used_by: 3 })]);
    await renderRoutes(routes, "/acme/media", "ja");
    expect(await screen.findByText("3 件のクリエイティブで使用中", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/MP4 動画は 512 MB までです/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "hero.png を削除" })).toBeTruthy();
  });
});
