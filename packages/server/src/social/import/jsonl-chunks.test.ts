import { describe, expect, it } from "vitest";
import { chunkLines, type LineChunk } from "./jsonl-chunks.ts";

async function* inPieces(text: string, pieceBytes: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += pieceBytes) yield bytes.subarray(i, i + pieceBytes);
}

async function chunksOf(text: string, pieceBytes: number, chunkBytes: number): Promise<LineChunk[]> {
  const chunks: LineChunk[] = [];
  for await (const chunk of chunkLines(inPieces(text, pieceBytes), chunkBytes)) chunks.push(chunk);
  return chunks;
}

// 40 lines of 10 bytes ("line 0001\n"...), a blank one among them.
const LINES = Array.from({ length: 40 }, (_, i) => (i === 7 ? "         " : `line ${String(i + 1).padStart(4, "0")}`));
const TEXT = `${LINES.join("\n")}\n`;

describe("chunkLines", () => {
  it("cuts pieces larger than a chunk into chunks of whole lines no larger than asked", async () => {
    // Pieces of 128 bytes read, chunks of 25: each piece holds several chunks.
    const chunks = await chunksOf(TEXT, 128, 25);
    expect(chunks.every((c) => c.data.length <= 25 && c.data.length > 0)).toBe(true);
    expect(chunks.every((c) => c.data[c.data.length - 1] === 10)).toBe(true);
    expect(Buffer.concat(chunks.map((c) => c.data)).toString()).toBe(TEXT);
    // Each chunk says where it starts and ends in the file, and how many records it holds.
    expect(chunks.map((c) => c.firstLine)).toEqual(chunks.map((_, i) => 1 + 2 * i));
    expect(chunks.map((c) => c.bytesEnd)).toEqual(chunks.map((_, i) => 20 * (i + 1)));
    expect(chunks.reduce((n, c) => n + c.records, 0)).toBe(39);
    expect(chunks.reduce((n, c) => n + c.lines, 0)).toBe(40);
  });

  it("joins pieces smaller than a chunk", async () => {
    const chunks = await chunksOf(TEXT, 7, 100);
    expect(chunks.length).toBe(4);
    expect(chunks.slice(0, -1).every((c) => c.data.length >= 100 && c.data.length < 110)).toBe(true);
    expect(Buffer.concat(chunks.map((c) => c.data)).toString()).toBe(TEXT);
  });

  it("keeps a line longer than a chunk whole", async () => {
    const long = `${"x".repeat(60)}\n`;
    const chunks = await chunksOf(`a\n${long}b\n`, 16, 10);
    expect(chunks.map((c) => c.data.toString())).toEqual(["a\n", long, "b\n"]);
  });

  it("gives each chunk a buffer of its own, not a view of the piece it was cut from", async () => {
    // A chunk is copied to a worker thread, and a copy of a view copies the whole buffer under it.
    const chunks = await chunksOf(TEXT, 400, 100);
    expect(chunks.length).toBe(4);
    expect(chunks.every((c) => c.data.buffer.byteLength === c.data.byteLength)).toBe(true);
  });
});
