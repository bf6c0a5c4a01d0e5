import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { readUpload, saveUpload, UPLOAD_CHUNK_BYTES, UploadTooLarge, uploadSize } from "./uploads.ts";

describe.each(backends)("uploads on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives back exactly the bytes it was given, every byte value, across chunk boundaries", async () => {
    const bytes = Buffer.alloc(UPLOAD_CHUNK_BYTES * 2 + 12_345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + (i >> 8)) & 0xff;
    // Arriving in pieces of odd sizes, as a request body does.
    const pieces: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 70_001) pieces.push(bytes.subarray(at, at + 70_001));
    const upload = await saveUpload(t.db, "bytes.bin", Readable.from(pieces), null, bytes.length);
    expect(upload.size).toBe(bytes.length);
    expect(await uploadSize(t.db, upload.id)).toBe(bytes.length);
    const back: Buffer[] = [];
    for await (const chunk of readUpload(t.db, upload.id)) back.push(chunk);
    expect(back.map((c) => c.length)).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, 12_345]);
    expect(Buffer.concat(back).equals(bytes)).toBe(true);
  });

  it("refuses a file over the limit and keeps nothing of it", async () => {
    const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM uploads");
    const tooBig = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(saveUpload(t.db, "big.bin", tooBig, null, 1000)).rejects.toBeInstanceOf(UploadTooLarge);
    expect(await t.db.query("SELECT count(*)::int AS n FROM uploads")).toEqual(before);
  });
});
