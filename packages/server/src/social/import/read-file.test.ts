import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFilePieces } from "./read-file.ts";

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../fixtures/twarc-v2/kpop.jsonl");

describe("readFilePieces", () => {
  it("gives the whole file, byte for byte, in pieces no larger than asked", async () => {
    const pieces: Buffer[] = [];
    for await (const piece of readFilePieces(FIXTURE, 4096)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 4096 && p.length > 0)).toBe(true);
    expect(Buffer.concat(pieces).equals(fs.readFileSync(FIXTURE))).toBe(true);
  });

  it("fails on a file that does not exist", async () => {
    const read = async () => {
      for await (const _ of readFilePieces("/nonexistent/file.jsonl"));
    };
    await expect(read()).rejects.toThrow(/ENOENT/);
  });
});
