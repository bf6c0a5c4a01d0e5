import { type MessagePort, parentPort } from "node:worker_threads";
import { transferables } from "../copy-rows.ts";
import { useAnalysed } from "../japanese-analyser.ts";
import { JapanesePort } from "./japanese-port.ts";
import { type ChunkTask, collectChunk, encodeChunk } from "./prepare-chunk.ts";

// A worker thread of the import: parses, maps, enriches and encodes chunks while the main thread
// writes, so both cores work. A chunk's Japanese goes to the analyser thread (when the pool gives
// one) between collecting and encoding; meanwhile this thread collects the next chunk.
let japanese: JapanesePort | null = null;

async function prepare(task: ChunkTask): Promise<void> {
  try {
    const collected = collectChunk(task);
    const texts = japanese ? collected.collector.japaneseTexts() : [];
    const analysed = japanese && texts.length > 0 ? await japanese.analyse(texts) : null;
    useAnalysed(analysed);
    let result: ReturnType<typeof encodeChunk>;
    try {
      result = encodeChunk(collected);
    } finally {
      useAnalysed(null);
    }
    const { accounts, posts, follows, engagements, lists, listMembers, communities, snapshots } = result.batch;
    // The encoded rows are handed over, not copied.
    parentPort?.postMessage(
      { ok: true, result },
      transferables([accounts, posts, follows, engagements, lists, listMembers, communities, snapshots]),
    );
  } catch (error) {
    parentPort?.postMessage({ ok: false, seq: task.seq, message: (error as Error).stack ?? String(error) });
  }
}

parentPort?.postMessage({ ready: true });
parentPort?.on("message", (message: ChunkTask | { japanese: MessagePort }) => {
  if ("japanese" in message) japanese = new JapanesePort(message.japanese);
  else void prepare(message);
});
