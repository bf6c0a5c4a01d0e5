import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 2)]);
const TEXT = Buffer.from("just some text, not a document");

type Describe = {
  kind: string;
  type: string;
  language: string;
  title: string;
  file_name: string;
  description?: string;
};

describe.each(backends)("materials library (%s)", (backend) => {
  let t: TestApp;
  let dataDir: string;
  let staff: string;
  let ann: string;

  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-materials-test-"));
    t = await createTestApp(backend, { DATA_DIR: dataDir });
    staff = await signIn(t, "staff@example.com");
    ann = await signIn(t, "ann@acme.test");
  });
  afterAll(async () => {
    await t.close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  const upload = (about: Describe, file: Buffer, token = staff) =>
    t.call({
      method: "POST",
      url: `/api/marketing-materials/?${new URLSearchParams(about)}`,
      token,
      payload: file,
      headers: { "content-type": "application/octet-stream" },
    });
  const storedFiles = async () => {
    const dir = path.join(dataDir, "media", "materials");
    return fs.existsSync(dir) ? (await fs.promises.readdir(dir)).filter((name) => !name.endsWith(".part")) : [];
  };
  const rows = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM materials"))[0]?.n;
  const deck = { kind: "marketing", type: "slide_deck", language: "en", title: "Product deck", file_name: "deck.pptx" };

  it("lets staff upload files, typed by their content, and users list and filter them", async () => {
    const added = await upload({ ...deck, description: "The pitch, 12 slides" }, ZIP);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      kind: "marketing",
      type: "slide_deck",
      language: "en",
      title: "Product deck",
      description: "The pitch, 12 slides",
      file_name: "deck.pptx",
      mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      bytes: ZIP.length,
      download_count: 0,
    });
    const faq = await upload(
      { kind: "marketing", type: "faq", language: "ja", title: "よくある質問", file_name: "faq.pdf" },
      PDF,
    );
    expect(faq.status).toBe(201);
    expect(faq.body.mime).toBe("application/pdf");
    const guide = await upload(
      { kind: "helper", type: "guide", language: "en", title: "Getting started guide", file_name: "start.png" },
      PNG,
    );
    expect(guide.status).toBe(201);

    const list = async (query: string) =>
      (await t.call({ method: "GET", url: `/api/marketing-materials/?${query}`, token: ann })).body;
    const marketing = await list("kind=marketing");
    expect(marketing.count).toBe(2);
    expect(marketing.results.map((m: { title: string }) => m.title)).toEqual(["よくある質問", "Product deck"]);
    expect((await list("kind=marketing&language=ja")).results.map((m: { id: number }) => m.id)).toEqual([faq.body.id]);
    expect((await list("type=slide_deck")).results.map((m: { id: number }) => m.id)).toEqual([added.body.id]);
    expect((await list("kind=helper&type=faq")).count).toBe(0);

    const one = await t.call({ method: "GET", url: `/api/marketing-materials/${faq.body.id}/`, token: ann });
    expect(one.body).toMatchObject({ id: faq.body.id, title: "よくある質問" });

    const helpers = await t.call({ method: "GET", url: "/api/helper-documents/?name=started", token: ann });
    expect(helpers.body).toEqual({
      count: 1,
      results: [
        { id: guide.body.id, name: "Getting started guide", url: `/api/marketing-materials/${guide.body.id}/file/` },
      ],
    });
    const byId = await t.call({ method: "GET", url: `/api/helper-documents/?id=${faq.body.id}`, token: ann });
    expect(byId.body.count).toBe(0);
  });

  it("sends the file on download and records who downloaded it", async () => {
    const added = await upload({ ...deck, type: "one_pager", title: "One pager", file_name: "one.pdf" }, PDF);
    const download = await t.app.inject({
      method: "POST",
      url: `/api/marketing-materials/${added.body.id}/download/`,
      headers: { authorization: `Token ${ann}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''one.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const recorded = await t.db.query<{ email: string }>(
      `SELECT u.email FROM material_downloads d JOIN users u ON u.id = d.user_id WHERE d.material_id = $1`,
      [added.body.id],
    );
    expect(recorded).toEqual([{ email: "ann@acme.test" }]);
    const after = await t.call({ method: "GET", url: `/api/marketing-materials/${added.body.id}/`, token: ann });
    expect(after.body.download_count).toBe(1);

    // A preview shows the file inline and is no download.
    const preview = await t.app.inject({
      method: "GET",
      url: added.body.url,
      headers: { authorization: `Token ${ann}` },
    });
    expect(preview.headers["content-disposition"]).toBe("inline; filename*=UTF-8''one.pdf");
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    const again = await t.call({ method: "GET", url: `/api/marketing-materials/${added.body.id}/`, token: ann });
    expect(again.body.download_count).toBe(1);
  });

  it("refuses an upload from a user who is not staff and keeps nothing", async () => {
    const [before, filesBefore] = [await rows(), await storedFiles()];
    const res = await upload(deck, ZIP, ann);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Only staff add or remove materials.");
    expect(await rows()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
    const id = (await upload({ ...deck, title: "Kept" }, ZIP)).body.id;
    expect((await t.call({ method: "DELETE", url: `/api/marketing-materials/${id}/`, token: ann })).status).toBe(403);
  });

  it.each([
    ["text that is no document", { ...deck, file_name: "notes.pdf" }, TEXT, "is not a PDF, PNG, JPEG, PPTX or DOCX"],
    ["a zip not named as an Office file", { ...deck, file_name: "archive.zip" }, ZIP, "only as a .pptx or .docx"],
    ["an empty file", deck, Buffer.alloc(0), "The file is empty"],
    ["an unknown type", { ...deck, type: "video" }, PDF, "Type must be one of"],
    ["no title", { ...deck, title: "" }, PDF, "title"],
  ])("answers 400 for %s and keeps nothing", async (_what, about, file, detail) => {
    const [before, filesBefore] = [await rows(), await storedFiles()];
    const res = await upload(about, file);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(detail);
    expect(await rows()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("answers the refusal in Japanese when asked", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/marketing-materials/?${new URLSearchParams(deck)}`,
      token: staff,
      payload: TEXT,
      headers: { "content-type": "application/octet-stream", "accept-language": "ja" },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("何も保存していません");
  });

  it("lets staff delete a file, which then is gone with its bytes", async () => {
    const added = await upload({ ...deck, title: "Old deck" }, ZIP);
    const filesBefore = await storedFiles();
    const res = await t.call({ method: "DELETE", url: `/api/marketing-materials/${added.body.id}/`, token: staff });
    expect(res.status).toBe(204);
    expect((await storedFiles()).length).toBe(filesBefore.length - 1);
    const gone = await t.call({
      method: "POST",
      url: `/api/marketing-materials/${added.body.id}/download/`,
      token: ann,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe("Material not found.");
  });

  it("streams a large file over a real connection, and tells a refused sender why", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const send = (token: string) =>
      fetch(`${address}/api/marketing-materials/?${new URLSearchParams({ ...deck, file_name: "big.pdf" })}`, {
        method: "POST",
        headers: { authorization: `Token ${token}`, "content-type": "application/pdf" },
        body: big,
      });
    const unnamed = await fetch(`${address}/api/marketing-materials/?${new URLSearchParams({ ...deck, title: "" })}`, {
      method: "POST",
      headers: { authorization: `Token ${staff}`, "content-type": "application/pdf" },
      body: big,
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({ title: ["Title is required"] });
    const refused = await send(ann);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe("Only staff add or remove materials.");
    const added = await send(staff);
    expect(added.status).toBe(201);
    const body = (await added.json()) as { id: number; bytes: number; mime: string };
    expect(body).toMatchObject({ bytes: big.length, mime: "application/pdf" });
    const back = await fetch(`${address}/api/marketing-materials/${body.id}/download/`, {
      method: "POST",
      headers: { authorization: `Token ${ann}` },
    });
    expect(Buffer.from(await back.arrayBuffer()).equals(big)).toBe(true);
  });

  it("names a file with any characters in its download", async () => {
    const added = await upload({ ...deck, file_name: "資料 (v2)'s.pdf" }, PDF);
    const download = await t.app.inject({
      method: "POST",
      url: `/api/marketing-materials/${added.body.id}/download/`,
      headers: { authorization: `Token ${ann}` },
    });
    const header = String(download.headers["content-disposition"]);
    expect(header).toBe("attachment; filename*=UTF-8''%E8%B3%87%E6%96%99%20%28v2%29%27s.pdf");
    expect(decodeURIComponent(header.split("''")[1] ?? "")).toBe("資料 (v2)'s.pdf");
  });

  it.each(["abc", "99999999999", "0"])("answers 400 for the helper documents of id %s", async (id) => {
    const res = await t.call({ method: "GET", url: `/api/helper-documents/?id=${id}`, token: ann });
    expect(res.status).toBe(400);
    expect(res.body.id?.[0]).toMatch(/^id /);
  });

  it("answers nothing to someone not signed in", async () => {
    expect((await t.call({ method: "GET", url: "/api/marketing-materials/" })).status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/helper-documents/" })).status).toBe(403);
  });
});
