import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Material } from "@xa/core/materials/materials-entities";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserProvider } from "../../session/current-user.tsx";
import { pageOf, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { MaterialsPage } from "./materials-page.tsx";

const deck: Material = {
  id: 7,
  kind: "marketing",
  type: "slide_deck",
  language: "en",
  title: "Product deck",
  description: "The pitch in twelve slides",
  file_name: "deck.pptx",
  mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  bytes: 2_621_440,
  url: "/api/marketing-materials/7/file/",
  download_count: 3,
  created_at: "2026-11-02T10:00:00Z",
};
const faq: Material = {
  ...deck,
  id: 8,
  type: "faq",
  language: "ja",
  title: "よくある質問",
  file_name: "faq.pdf",
  mime: "application/pdf",
};

const LIST = "GET /api/marketing-materials/?kind=marketing&limit=25&offset=0";
const render = (path = "/materials", staff = false, language: "en" | "ja" = "en") =>
  renderRoutes(
    [
      {
        path: "/materials",
        element: (
          <CurrentUserProvider user={testUser({ is_staff: staff })}>
            <MaterialsPage kind="marketing" />
          </CurrentUserProvider>
        ),
      },
    ],
    path,
    language,
  );

describe("the materials page", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("lists the files with their type, language and size, and filters them through the link", async () => {
    const calls = mockFetch({
      [LIST]: { body: pageOf([deck, faq]) },
      "GET /api/marketing-materials/?kind=marketing&type=faq&limit=25&offset=0": { body: pageOf([faq]) },
    });
    const { router } = await render();
    expect(await screen.findByRole("heading", { level: 1, name: "Marketing materials" })).toBeTruthy();
    const items = await screen.findAllByTestId("material");
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText("Slide deck")).toBeTruthy();
    expect(first.getByText("English")).toBeTruthy();
    expect(first.getByText(/deck\.pptx · 2\.5 MB/)).toBeTruthy();
    expect(first.getByText(/Downloaded 3 times/)).toBeTruthy();
    expect(first.getByRole("link", { name: /Preview Product deck/ }).getAttribute("href")).toBe(deck.url);
    expect(screen.getByText("2 files")).toBeTruthy();
    // Users read; only staff get the form to add files.
    expect(screen.queryByRole("heading", { name: "Add a file" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "faq" } });
    await waitFor(() => expect(screen.getAllByTestId("material")).toHaveLength(1));
    expect(router.state.location.search).toBe("?type=faq");
    expect(calls.some((call) => call.url.includes("type=faq"))).toBe(true);
  });

  it("downloads a file through the download call, which the server records", async () => {
    const calls = mockFetch({
      [LIST]: { body: pageOf([deck]) },
      "POST /api/marketing-materials/7/download/": { body: {} },
    });
    const saved = vi.fn(() => "blob:deck");
    URL.createObjectURL = saved;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await render();
    fireEvent.click(await screen.findByRole("button", { name: "Download Product deck" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/marketing-materials/7/download/",
    ]);
    expect(saved).toHaveBeenCalled();
  });

  it("says when there are no files yet, and when none matches the filters", async () => {
    mockFetch({
      [LIST]: { body: pageOf([]) },
      "GET /api/marketing-materials/?kind=marketing&language=ja&limit=25&offset=0": { body: pageOf([]) },
    });
    await render();
    expect(await screen.findByText("No files yet")).toBeTruthy();
    cleanup();
    await render("/materials?language=ja");
    expect(await screen.findByText("No file matches these filters.")).toBeTruthy();
  });

  it("shows why the list failed and asks again on retry", async () => {
    let fail = true;
    mockFetch({
      [LIST]: () => (fail ? { status: 500, body: { detail: "The server is down." } } : { body: pageOf([deck]) }),
    });
    await render();
    expect(await screen.findByRole("alert")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Product deck")).toBeTruthy();
  });

  it("lets staff add a file, sent with its description, and shows the server's refusal", async () => {
    let refuse = true;
    const calls = mockFetch({
      [LIST]: { body: pageOf([]) },
      "POST /api/marketing-materials/?kind=marketing&type=case_study&language=ja&title=Acme+story&description=Grew+3x&file_name=story.pdf":
        () =>
          refuse
            ? { status: 400, body: { detail: "The file's content is not a PDF, PNG, JPEG, PPTX or DOCX." } }
            : { status: 201, body: { ...deck, id: 9, title: "Acme story" } },
    });
    await render("/materials", true);
    expect(await screen.findByRole("heading", { name: "Add a file" })).toBeTruthy();
    const form = within(screen.getByRole("region", { name: "Add a file" }));
    fireEvent.click(form.getByRole("button", { name: "Add the file" }));
    expect(await form.findByText("Choose the file to add.")).toBeTruthy();

    fireEvent.change(form.getByLabelText(/Title/), { target: { value: "Acme story" } });
    fireEvent.change(form.getByLabelText("Type"), { target: { value: "case_study" } });
    fireEvent.change(form.getByLabelText("Language"), { target: { value: "ja" } });
    fireEvent.change(form.getByLabelText("Description"), { target: { value: "Grew 3x" } });
    const file = new File(["%PDF-1.4"], "story.pdf", { type: "application/pdf" });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(form.getByRole("button", { name: "Add the file" }));
    expect(await form.findByText(/is not a PDF, PNG, JPEG, PPTX or DOCX/)).toBeTruthy();

    refuse = false;
    fireEvent.click(form.getByRole("button", { name: "Add the file" }));
    await waitFor(() => expect(form.getByLabelText(/Title/)).toHaveProperty("value", ""));
    const sent = calls.filter((call) => call.method === "POST");
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get("content-type")).toBe("application/octet-stream");
  });

  it("reads in Japanese", async () => {
    mockFetch({ [LIST]: { body: pageOf([faq]) } });
    await render("/materials", false, "ja");
    expect(await screen.findByRole("heading", { level: 1, name: "マーケティング資料" })).toBeTruthy();
    const item = within(await screen.findByTestId("material"));
    expect(item.getByText("日本語")).toBeTruthy();
    expect(item.getByText("FAQ（よくある質問）")).toBeTruthy();
    expect(screen.getByRole("button", { name: "よくある質問 をダウンロード" })).toBeTruthy();
  });
});
