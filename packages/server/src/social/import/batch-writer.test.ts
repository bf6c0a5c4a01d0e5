import { mapV2Value } from "@xa/core/social/map-x-v2";
import type { ImportItem } from "@xa/core/social/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEventLoopTurns } from "../../test/event-loop-turns.ts";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { emptyWriteCounts, encodeItems } from "../write-items.ts";
import { BatchWriter } from "./batch-writer.ts";

describe.each(backends)("batch writer on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("hands the event loop back before each batch, so the server answers requests during an import", async () => {
    const batches = 12;
    const writer = new BatchWriter(
      { db: t.db },
      { format: "x-v2", read: 0, bytes: 0, written: emptyWriteCounts(), skipped: {}, badLines: [] },
    );
    const turns = countEventLoopTurns();
    for (let i = 0; i < batches; i++) {
      const page = { data: [{ id: String(9_400 + i), text: `post ${i}`, author_id: "94" }] };
      const items = mapV2Value(page).filter(
        (item): item is Exclude<ImportItem, { type: "skip" }> => item.type !== "skip",
      );
      // Prepared already, as when the worker thread is ahead of the database (PGlite's pace).
      const result = { seq: i, records: 1, skipped: {}, badLines: [], batch: encodeItems(items, "x-v2") };
      await writer.add(Promise.resolve(result), i + 1, i + 1, batches + 1);
    }
    await writer.finish();
    expect(writer.progress.written.posts.inserted).toBe(batches);
    expect(turns.stop()).toBeGreaterThanOrEqual(batches);
  });
});
