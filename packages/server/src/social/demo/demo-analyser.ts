import { MessageChannel, type Worker } from "node:worker_threads";
import { ANALYSER_OLD_GENERATION_MB, ANALYSER_YOUNG_GENERATION_MB, startThread } from "../import/chunk-pool.ts";
import { JapanesePort } from "../import/japanese-port.ts";
import { threadBundles } from "../import/thread-bundle.ts";

/** The import's Japanese analyser thread, for a demo world's posts; stop it when the world is written. */
export type DemoAnalyser = { port: JapanesePort; stop: () => Promise<void> };

/**
 * Starts the import's Japanese analyser thread (see japanese-worker.ts): a Japanese post's
 * morphological analysis, most of its enrichment's cost, then runs on the other core while this
 * thread writes the batch before. Null when it cannot start: the batches are analysed here.
 */
export async function startDemoAnalyser(): Promise<DemoAnalyser | null> {
  let worker: Worker;
  try {
    worker = startThread(
      "japanese-worker",
      await threadBundles(),
      ANALYSER_OLD_GENERATION_MB,
      ANALYSER_YOUNG_GENERATION_MB,
    );
  } catch {
    return null;
  }
  worker.on("error", () => {});
  const { port1, port2 } = new MessageChannel();
  worker.postMessage(port1, [port1]);
  const port = new JapanesePort(port2);
  return {
    port,
    stop: async () => {
      port2.close();
      await worker.terminate();
    },
  };
}
