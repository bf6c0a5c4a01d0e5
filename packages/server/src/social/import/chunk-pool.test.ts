import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBenchFile } from "../bench/bench-file.ts";
import { ChunkPool } from "./chunk-pool.ts";
import { type ChunkTask, collectChunk, prepareChunk } from "./prepare-chunk.ts";

describe("ChunkPool", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-chunk-pool-"));
  let task: ChunkTask;
  beforeAll(async () => {
    const file = path.join(dir, "posts.jsonl");
    await writeBenchFile(file, 600);
    task = {
      seq: 7,
      data: new Uint8Array(fs.readFileSync(file)),
      format: "x-v2",
      source: "x-v2",
      firstLine: 1,
      recordsBefore: 0,
      resumeAfter: 0,
    };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prepares a chunk in its threads, Japanese analysed by the shared analyser, as one thread alone does", async () => {
    // The chunk has Japanese for the analyser thread to read.
    expect(collectChunk(task).collector.japaneseTexts().length).toBeGreaterThan(50);
    const alone = prepareChunk(task);
    const pool = new ChunkPool(2, 8);
    try {
      const [first, second] = await Promise.all([pool.run(task), pool.run({ ...task, seq: 8 })]);
      for (const pooled of [first, second]) {
        expect(pooled.records).toBe(alone.records);
        expect(pooled.batch.posts.keys).toEqual(alone.batch.posts.keys);
        // Every stored column of every post, sentiment included, byte for byte.
        expect(Buffer.from(pooled.batch.posts.data).equals(Buffer.from(alone.batch.posts.data))).toBe(true);
      }
      expect(second.seq).toBe(8);
    } finally {
      await pool.close();
    }
  });
});
