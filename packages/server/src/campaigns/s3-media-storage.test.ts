import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMediaConfig } from "../config.ts";
import { backends } from "../test/test-app.ts";
import { MediaNotStored } from "./media-storage.ts";
import { createS3MediaStorage } from "./s3-media-storage.ts";
import { makeImages, makeMp4 } from "./test/media-files.ts";
import { createMediaWorld, type MediaWorld, upload } from "./test/media-setup.ts";
import { startS3Server } from "./test/s3-server.ts";

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

describe("S3 media storage against an S3-compatible server", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server("media");
  });
  afterAll(() => s3.close());

  const storage = () => {
    const config = readMediaConfig(s3.env, "/unused");
    if (config.storage !== "s3") throw new Error("not s3");
    return createS3MediaStorage(config);
  };

  it("puts a stream, gets it back whole, and deletes it", async () => {
    const bytes = makeMp4({ mediaBytes: 200_000, seed: 9 });
    await storage().put(
      "team-1/abc/file",
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      bytes.length,
    );
    expect((await readAll(await storage().get("team-1/abc/file"))).equals(bytes)).toBe(true);
    const part = await storage().get("team-1/abc/file", { start: 10, end: 1009 });
    expect((await readAll(part)).equals(bytes.subarray(10, 1010))).toBe(true);
    await storage().delete("team-1/abc/file");
    await expect(storage().get("team-1/abc/file")).rejects.toBeInstanceOf(MediaNotStored);
    // Deleting what is not there is no error.
    await storage().delete("team-1/abc/file");
  });

  it("refuses a bucket without its endpoint or keys at start", () => {
    expect(() => readMediaConfig({ MEDIA_S3_BUCKET: "media" }, "/data")).toThrow(
      "MEDIA_S3_BUCKET needs MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY too",
    );
    expect(readMediaConfig({}, "/data")).toEqual({ storage: "local", dir: "/data/media" });
  });

  describe.each(backends)("the API with S3 storage (%s)", (backend) => {
    let w: MediaWorld;
    beforeAll(async () => {
      w = await createMediaWorld(backend, s3.env);
    });
    afterAll(() => w.t.close());

    it("uploads, serves, finds the duplicate and deletes through the bucket", async () => {
      const { png } = await makeImages(51);
      const made = await upload(w, "bucket.png", png);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ width: 40, height: 30, kind: "image" });
      const file = await w.t.app.inject({
        method: "GET",
        url: made.body.url,
        headers: { authorization: `Token ${w.ann}` },
      });
      expect(file.rawPayload.equals(png)).toBe(true);
      const thumb = await w.t.call({ method: "GET", url: made.body.thumbnail_url, token: w.ann });
      expect(thumb.headers["content-type"]).toBe("image/webp");
      expect((await upload(w, "again.png", png)).body).toMatchObject({ id: made.body.id, duplicate: true });
      const [row] = await w.t.db.query<{ storage_key: string }>("SELECT storage_key FROM ad_media WHERE id = $1", [
        made.body.id,
      ]);
      const key = row?.storage_key as string;
      expect((await readAll(await storage().get(key))).equals(png)).toBe(true);
      expect((await w.t.call({ method: "DELETE", url: `/api/ad-media/${made.body.id}/`, token: w.ann })).status).toBe(
        204,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(MediaNotStored);
      await expect(storage().get(`${key}.thumb.webp`)).rejects.toBeInstanceOf(MediaNotStored);
    });

    it("removes a refused file from the bucket", async () => {
      const policy = await w.t.call({
        method: "POST",
        url: "/api/api/files/policy/",
        token: w.ann,
        payload: { team: w.acme.slug, file_name: "notes.png", content_type: "image/png", size: 5000 },
      });
      const sent = await w.t.call({
        method: "PUT",
        url: `/api/api/files/${policy.body.id}/`,
        token: w.ann,
        payload: Buffer.alloc(5000, 65),
        headers: { "content-type": "image/png" },
      });
      expect(sent.status).toBe(400);
      await expect(storage().get(`team-${w.acme.id}/${policy.body.id}`)).rejects.toBeInstanceOf(MediaNotStored);
    });
  });
});
