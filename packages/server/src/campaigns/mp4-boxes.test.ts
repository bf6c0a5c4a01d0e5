import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { sniffMediaType } from "./media-sniff.ts";
import { readVideoInfo } from "./mp4-boxes.ts";
import { makeMp4 } from "./test/media-files.ts";

const chunks = (bytes: Buffer, size: number) => {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts);
};

describe("reading an MP4's boxes", () => {
  it.each([1, 7, 4096])(
    "finds size and length with the stream cut every %d bytes, movie box first or last",
    async (size) => {
      for (const moovLast of [false, true]) {
        const video = makeMp4({ width: 1920, height: 1080, durationMs: 61_500, mediaBytes: 10_000, moovLast });
        expect(await readVideoInfo(chunks(video, size))).toEqual({ width: 1920, height: 1080, duration_ms: 61_500 });
      }
    },
  );

  it("takes the first track with a picture, past an audio track", async () => {
    const video = makeMp4({ width: 640, height: 360 });
    // An audio track header (size 0 × 0) ahead of the video's: the reader skips it.
    const moovAt = video.indexOf("moov") - 4;
    const tkhd = Buffer.alloc(84);
    const trak = Buffer.concat([
      Buffer.from([0, 0, 0, 100]),
      Buffer.from("trak"),
      Buffer.from([0, 0, 0, 92]),
      Buffer.from("tkhd"),
      tkhd,
    ]);
    const moovSize = video.readUInt32BE(moovAt);
    const moovBody = video.subarray(moovAt + 8, moovAt + moovSize);
    const mvhdSize = moovBody.readUInt32BE(0);
    const newMoovBody = Buffer.concat([moovBody.subarray(0, mvhdSize), trak, moovBody.subarray(mvhdSize)]);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + newMoovBody.length, 0);
    header.write("moov", 4, "latin1");
    const withAudio = Buffer.concat([
      video.subarray(0, moovAt),
      header,
      newMoovBody,
      video.subarray(moovAt + moovSize),
    ]);
    expect(await readVideoInfo(Readable.from([withAudio]))).toMatchObject({ width: 640, height: 360 });
  });

  it("answers null for a file without a movie box, or cut short", async () => {
    const video = makeMp4({ moovLast: true, mediaBytes: 500 });
    expect(await readVideoInfo(Readable.from([video.subarray(0, video.length - 20)]))).toBeNull();
    expect(await readVideoInfo(Readable.from([video.subarray(0, 40)]))).toBeNull();
  });
});

describe("telling a file's type by its first bytes", () => {
  const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`)]);
  it.each([
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "image/png"],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), "image/jpeg"],
    [Buffer.from("GIF89a\0\0\0\0\0\0"), "image/gif"],
    [Buffer.from("RIFF\0\0\0\0WEBP"), "image/webp"],
    [ftyp("isom"), "video/mp4"],
    [ftyp("mp42"), "video/mp4"],
    [ftyp("qt  "), null],
    [ftyp("heic"), null],
    [Buffer.from("RIFF\0\0\0\0WAVE"), null],
    [Buffer.from("<svg xmlns=''>"), null],
    [Buffer.from("%PDF-1.7\n%\xe2\xe3"), null],
  ])("%#: %s", (head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });
});
