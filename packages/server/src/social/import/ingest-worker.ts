import { parentPort } from "node:worker_threads";
import { type ChunkTask, prepareChunk } from "./prepare-chunk.ts";

// A worker thread of the import: parses, maps, enriches and encodes chunks while the main thread
// writes, so both cores work. Results go back in the order the tasks came.
parentPort?.postMessage({ ready: true });
parentPort?.on("message", (task: ChunkTask) => {
  try {
    parentPort?.postMessage({ ok: true, result: prepareChunk(task) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, seq: task.seq, message: (error as Error).stack ?? String(error) });
  }
});
