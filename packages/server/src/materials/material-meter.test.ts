import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { MaterialMeter, type MaterialRefused } from "./material-meter.ts";

/** Streams `chunks` through a meter; answers what came out, or the refusal. */
async function meter(chunks: Buffer[], name: string, max?: number) {
  const m = new MaterialMeter(name, max);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  try {
    await pipeline(Readable.from(chunks), m, sink);
    return { format: m.format, bytes: m.bytes, out: Buffer.concat(out) };
  } catch (error) {
    return { refused: (error as MaterialRefused).reason, out: Buffer.concat(out) };
  }
}

const PDF = Buffer.from("%PDF-1.7\n");
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe("the materials meter", () => {
  it.each([
    ["a PDF", [PDF], "a.pdf", "pdf"],
    ["a JPEG whatever its name", [JPEG], "photo.pdf", "jpeg"],
    ["a PPTX", [ZIP], "Deck.PPTX", "pptx"],
    ["a DOCX", [ZIP], "faq.docx", "docx"],
    ["a PDF head split over chunks", [PDF.subarray(0, 2), PDF.subarray(2, 5), PDF.subarray(5)], "a.pdf", "pdf"],
  ])("passes %s on whole", async (_what, chunks, name, format) => {
    const result = await meter(chunks, name);
    expect(result).toMatchObject({ format, out: Buffer.concat(chunks) });
  });

  it.each([
    ["text", [Buffer.from("hello there, not a file")], "a.pdf", "wrongType"],
    ["a head shorter than any signature", [Buffer.from("%P")], "a.pdf", "wrongType"],
    ["a ZIP named otherwise", [ZIP], "archive.zip", "zipNotNamed"],
  ])("refuses %s, passing nothing on", async (_what, chunks, name, reason) => {
    expect(await meter(chunks, name)).toEqual({ refused: reason, out: Buffer.alloc(0) });
  });

  it("stops a file past the limit as soon as it outgrows it", async () => {
    const result = await meter([PDF, Buffer.alloc(10), Buffer.alloc(10)], "a.pdf", 15);
    expect(result.refused).toBe("tooLarge");
    expect(result.out.length).toBeLessThanOrEqual(15);
  });
});
