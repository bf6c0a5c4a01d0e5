import { parentPort } from "node:worker_threads";
import { transferables } from "../copy-rows.ts";
import { type ChunkTask, prepareChunk } from "./prepare-chunk.ts";

// A worker thread of the import: parses, maps, enriches and encodes chunks while the main thread
// writes, so both cores work. Results go back in the order the tasks came.
parentPort?.postMessage({ ready: true });
parentPort?.on("message", (task: ChunkTask) => {
  try {
    const result = prepareChunk(task);
    const { accounts, posts, follows, engagements, lists, listMembers, snapshots } = result.batch;
    // The encoded rows are handed over, not copied.
    parentPort?.postMessage(
      { ok: true, result },
      transferables([accounts, posts, follows, engagements, lists, listMembers, snapshots]),
    );
  } catch (error) {
    parentPort?.postMessage({ ok: false, seq: task.seq, message: (error as Error).stack ?? String(error) });
  }
});
