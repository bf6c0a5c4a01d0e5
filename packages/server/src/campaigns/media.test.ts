import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { makeImages, makeMp4, noisyPng } from "./test/media-files.ts";
import { askPolicy, completeUpload, createMediaWorld, type MediaWorld, sendBytes, upload } from "./test/media-setup.ts";

const MB = 1024 * 1024;

/** Every file under the data folder's media, by path. */
async function storedFiles(w: MediaWorld): Promise<string[]> {
  const dir = path.join(w.dataDir, "media");
  if (!fs.existsSync(dir)) return [];
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(backends)("media library (%s)", (backend) => {
  let w: MediaWorld;
  let images: Awaited<ReturnType<typeof makeImages>>;
  beforeAll(async () => {
    w = await createMediaWorld(backend);
    images = await makeImages();
  });
  afterAll(() => w.t.close());

  const list = async (token = w.ann, team = w.acme.slug) =>
    (await w.t.call({ method: "GET", url: `/api/ad-media/?team=${team}`, token })).body;
  const rows = async () => (await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ad_media"))[0]?.n;

  it.each([
    ["pack.png", "png", "image", "image/png"],
    ["pack.jpeg", "jpeg", "image", "image/jpeg"],
    ["pack.gif", "gif", "gif", "image/gif"],
    ["pack.webp", "webp", "image", "image/webp"],
  ] as const)("uploads %s in two steps, with its size in pixels and a thumbnail", async (name, key, kind, mime) => {
    const res = await upload(w, name, images[key]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      team_id: w.acme.id,
      name,
      kind,
      mime,
      bytes: images[key].length,
      width: 40,
      height: 30,
      duration_ms: null,
      used_by: 0,
      created_by: "ann@acme.test",
      duplicate: false,
    });
    const file = await w.t.call({ method: "GET", url: res.body.url, token: w.ann });
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe(mime);
    const thumb = await w.t.app.inject({
      method: "GET",
      url: res.body.thumbnail_url,
      headers: { authorization: `Token ${w.ann}` },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("reads an MP4's size and length from its boxes, with the movie box after the media", async () => {
    const video = makeMp4({ width: 1280, height: 720, durationMs: 15_250, mediaBytes: 300_000, moovLast: true });
    const res = await upload(w, "launch.mp4", video);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: "video", mime: "video/mp4", width: 1280, height: 720, duration_ms: 15_250 });
    // No ffmpeg on this machine: a video has no frame thumbnail.
    expect(res.body.thumbnail_url).toBeNull();
    const get = (range?: string) =>
      w.t.app.inject({
        method: "GET",
        url: res.body.url,
        headers: { authorization: `Token ${w.ann}`, ...(range ? { range } : {}) },
      });
    const file = await get();
    expect(file.rawPayload.equals(video)).toBe(true);
    expect(file.headers["accept-ranges"]).toBe("bytes");
    // A player seeks with ranges.
    const part = await get("bytes=100-199");
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get("bytes=-16");
    expect(tail.rawPayload.equals(video.subarray(video.length - 16))).toBe(true);
    const past = await get(`bytes=${video.length}-`);
    expect(past.statusCode).toBe(416);
    expect(JSON.parse(past.body).detail).toBe(
      `The range asked starts past the end of the file (${video.length.toLocaleString("en-US")} bytes).`,
    );
  });

  it("states the limits in the policy and refuses a declared size over them", async () => {
    const policy = await askPolicy(w, "clip.mp4", 10 * MB);
    expect(policy.body).toMatchObject({
      method: "PUT",
      max_bytes: 512 * MB,
      limits: { image: 5 * MB, gif: 15 * MB, video: 512 * MB },
      upload_url: `/api/api/files/${policy.body.id}/`,
    });
    expect(new Date(policy.body.expires_at).getTime() - w.t.clock.now.getTime()).toBe(15 * 60_000);
    const big = await askPolicy(w, "poster.png", 6 * MB);
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ detail: "poster.png is 6 MB; the image limit is 5 MB." });
    const ja = await w.t.call({
      method: "POST",
      url: "/api/api/files/policy/",
      token: w.ann,
      headers: { "accept-language": "ja" },
      payload: { team: w.acme.slug, file_name: "a.gif", content_type: "image/gif", size: 16 * MB },
    });
    expect(ja.body.detail).toBe("a.gif は 16 MB です。GIF は 15 MB までです。");
    const svg = await askPolicy(w, "logo.svg", 100, { type: "image/svg+xml" });
    expect(svg.status).toBe(400);
  });

  it("decides the type by content: a text file named .png is refused and nothing is kept", async () => {
    const before = await rows();
    const policy = await askPolicy(w, "fake.png", 40);
    const sent = await sendBytes(w, policy.body.id, Buffer.from("this is not a picture at all, only words"));
    expect(sent.status).toBe(400);
    expect(sent.body.detail).toMatch(/^The file's content is not a PNG, JPEG, GIF, WebP image or an MP4 video/);
    expect(await storedFiles(w)).not.toContainEqual(expect.stringContaining(policy.body.id));
    expect((await completeUpload(w, policy.body.id)).status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it("takes a PNG declared as a video for what it is, and a file over its real type's limit is refused", async () => {
    const png = await noisyPng(1400, 1400);
    expect(png.length).toBeGreaterThan(5 * MB);
    const policy = await askPolicy(w, "still.mp4", png.length);
    const sent = await sendBytes(w, policy.body.id, png);
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ detail: "The file is larger than 5 MB, the image limit. Nothing was kept." });
    expect(await storedFiles(w)).not.toContainEqual(expect.stringContaining(policy.body.id));
    const small = await askPolicy(w, "small.mp4", images.png.length);
    await sendBytes(w, small.body.id, Buffer.from(await makeImages(7).then((i) => i.png)));
    const done = await completeUpload(w, small.body.id);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ kind: "image", mime: "image/png", name: "small.mp4" });
  });

  it("streams a 20 MB video past the 1 MB body limit without holding it", async () => {
    const head = makeMp4({ mediaBytes: 8, seed: 3 });
    const total = 20 * MB;
    const policy = await askPolicy(w, "long.mp4", total);
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    let seenOnDisk = 0;
    // Half way, the body waits until storage holds part of the file: a server that buffered the
    // whole body first would never get there.
    async function* body() {
      yield head;
      sent = head.length;
      while (sent < total) {
        if (sent >= total / 2 && seenOnDisk === 0) {
          for (let i = 0; i < 200 && seenOnDisk === 0; i++) {
            for (const file of await storedFiles(w))
              seenOnDisk = Math.max(seenOnDisk, (await fs.promises.stat(file)).size);
            if (seenOnDisk === 0) await new Promise((r) => setTimeout(r, 10));
          }
        }
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        yield part;
      }
    }
    const res = await w.t.app.inject({
      method: "PUT",
      url: `/api/api/files/${policy.body.id}/`,
      headers: { authorization: `Token ${w.ann}`, "content-type": "video/mp4", "content-length": String(total) },
      payload: Readable.from(body()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seenOnDisk).toBeGreaterThan(0);
    expect(seenOnDisk).toBeLessThan(total);
    expect(JSON.parse(res.body)).toMatchObject({ bytes: total, content_type: "video/mp4" });
  });

  it("uses a policy once, for its own user, and not after it expired", async () => {
    const policy = await askPolicy(w, "once.png", 0 + (await makeImages(11)).png.length);
    const bytes = (await makeImages(11)).png;
    expect((await sendBytes(w, policy.body.id, bytes, w.bob)).status).toBe(404);
    expect((await sendBytes(w, policy.body.id, bytes)).status).toBe(200);
    const again = await sendBytes(w, policy.body.id, bytes);
    expect(again.status).toBe(409);
    expect((await completeUpload(w, policy.body.id)).status).toBe(201);
    const reused = await completeUpload(w, policy.body.id);
    expect(reused.status).toBe(404);
    expect(reused.body.detail).toMatch(/not known/);

    const late = await askPolicy(w, "late.png", bytes.length);
    w.t.clock.advance(15 * 60_000 + 1);
    const expired = await sendBytes(w, late.body.id, (await makeImages(12)).png);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toMatch(/^This upload expired at/);
    expect((await completeUpload(w, late.body.id)).status).toBe(400);
  });

  it("removes the bytes of an upload sent but never completed, an hour after its policy expired", async () => {
    const bytes = (await makeImages(61)).gif;
    const policy = await askPolicy(w, "forgotten.gif", bytes.length);
    expect((await sendBytes(w, policy.body.id, bytes)).status).toBe(200);
    const kept = () => storedFiles(w).then((files) => files.some((f) => f.endsWith(policy.body.id)));
    expect(await kept()).toBe(true);
    // Moved back in the store rather than the clock forward, which would end the test sessions too.
    const expiredAgo = (ms: number) =>
      w.t.db.query("UPDATE ad_media_uploads SET expires_at = $2 WHERE id = $1", [
        policy.body.id,
        new Date(w.t.clock.now.getTime() - ms),
      ]);
    await expiredAgo(59 * 60_000);
    await askPolicy(w, "next.png", 10);
    expect(await kept()).toBe(true);
    await expiredAgo(61 * 60_000);
    await askPolicy(w, "next.png", 10);
    expect(await kept()).toBe(false);
    expect((await completeUpload(w, policy.body.id)).status).toBe(404);
  });

  it("does not know an upload id that is not one", async () => {
    const res = await w.t.call({
      method: "PUT",
      url: "/api/api/files/not-an-id/",
      token: w.ann,
      payload: images.png,
      headers: { "content-type": "image/png" },
    });
    expect(res.status).toBe(404);
    const done = await w.t.call({
      method: "POST",
      url: "/api/api/files/complete/",
      token: w.ann,
      payload: { upload: "x" },
    });
    expect(done.status).toBe(400);
    expect(done.body).toEqual({ upload: ["upload is not a valid upload id"] });
  });

  it("tells a sender over a real connection why its bytes were refused, and frees the connection", async () => {
    const address = await w.t.app.listen({ port: 0, host: "127.0.0.1" });
    const body = Buffer.alloc(3 * MB, 7);
    const put = (id: string) =>
      fetch(`${address}/api/api/files/${id}/`, {
        method: "PUT",
        headers: { authorization: `Token ${w.ann}`, "content-type": "image/png" },
        body,
      });
    // A malformed id (refused by the schema) and an unknown one (refused by the handler), before any byte is read.
    const malformed = await put("not-an-id");
    expect(malformed.status).toBe(404);
    await malformed.arrayBuffer();
    const unknown = await put("0a1b2c3d00004000800000000000abcd");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail?: string }).detail).toBeTruthy();
  });

  it("answers the team's file when the same bytes come again, storing nothing new", async () => {
    const bytes = (await makeImages(21)).jpeg;
    const first = await upload(w, "first.jpeg", bytes);
    expect(first.status).toBe(201);
    const filesBefore = (await storedFiles(w)).length;
    const before = await rows();
    const again = await upload(w, "again.jpeg", bytes);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, name: "first.jpeg", duplicate: true });
    expect(await rows()).toBe(before);
    expect((await storedFiles(w)).length).toBe(filesBefore);
    // Another team's library is its own: the same bytes are a new file there.
    const theirs = await upload(w, "theirs.jpeg", bytes, w.eve, w.rival.slug);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it("refuses to delete a file a creative uses, naming it, and deletes an unused one with its bytes", async () => {
    const made = await upload(w, "hero.webp", (await makeImages(31)).webp);
    const id = made.body.id as number;
    const [creative] = await w.t.db.query<{ id: number }>(
      "INSERT INTO ad_creatives (team_id, name, text) VALUES ($1, 'Autumn hero', 'Fresh blends') RETURNING id",
      [w.acme.id],
    );
    await w.t.db.query("INSERT INTO ad_creative_media (creative_id, media_id, position) VALUES ($1, $2, 0)", [
      creative?.id,
      id,
    ]);
    expect((await list()).results.find((m: { id: number }) => m.id === id).used_by).toBe(1);
    const refused = await w.t.call({ method: "DELETE", url: `/api/ad-media/${id}/`, token: w.bob });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      detail: "hero.webp is used by Autumn hero. Remove it from those creatives first.",
    });
    await w.t.db.query("DELETE FROM ad_creative_media WHERE media_id = $1", [id]);
    const stored = (await storedFiles(w)).filter((f) => f.includes(made.body.url.split("/")[3]) || true).length;
    const gone = await w.t.call({ method: "DELETE", url: `/api/ad-media/${id}/`, token: w.bob });
    expect(gone.status).toBe(204);
    expect((await storedFiles(w)).length).toBe(stored - 2);
    expect((await w.t.call({ method: "GET", url: `/api/ad-media/${id}/file/`, token: w.ann })).status).toBe(404);
  });

  it("keeps a team's library private: another team gets 404 everywhere and changes nothing", async () => {
    const made = await upload(w, "private.png", (await makeImages(41)).png);
    const id = made.body.id;
    const before = await rows();
    const asEve = (method: "GET" | "DELETE", url: string) => w.t.call({ method, url, token: w.eve });
    expect((await asEve("GET", `/api/ad-media/?team=${w.acme.slug}`)).status).toBe(404);
    expect((await asEve("GET", `/api/ad-media/${id}/file/`)).status).toBe(404);
    expect((await asEve("GET", `/api/ad-media/${id}/thumbnail/`)).status).toBe(404);
    expect((await asEve("DELETE", `/api/ad-media/${id}/`)).status).toBe(404);
    expect((await askPolicy(w, "x.png", 10, { token: w.eve, team: w.acme.slug })).status).toBe(404);
    const policy = await askPolicy(w, "mine.png", 100);
    expect((await sendBytes(w, policy.body.id, images.png, w.eve)).status).toBe(404);
    expect((await completeUpload(w, policy.body.id, w.eve)).status).toBe(404);
    expect((await list(w.eve, w.rival.slug)).results.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(await rows()).toBe(before);
    const signedOut = await w.t.call({ method: "GET", url: `/api/ad-media/${id}/file/` });
    expect(signedOut.status).toBe(403);
  });

  it("lists the team's files newest first, by kind and a page at a time", async () => {
    const all = await list();
    expect(all.count).toBe(all.results.length);
    const videos = (
      await w.t.call({ method: "GET", url: `/api/ad-media/?team=${w.acme.slug}&kind=video`, token: w.bob })
    ).body;
    expect(videos.results.every((m: { kind: string }) => m.kind === "video")).toBe(true);
    expect(videos.count).toBeGreaterThan(0);
    const page = (
      await w.t.call({ method: "GET", url: `/api/ad-media/?team=${w.acme.slug}&limit=2&offset=1`, token: w.ann })
    ).body;
    expect(page.results.map((m: { id: number }) => m.id)).toEqual(
      all.results.slice(1, 3).map((m: { id: number }) => m.id),
    );
    const bad = await w.t.call({ method: "GET", url: `/api/ad-media/?team=${w.acme.slug}&kind=audio`, token: w.ann });
    expect(bad.status).toBe(400);
  });
});
