import { type MessagePort, parentPort } from "node:worker_threads";
import { encodeMorphemes } from "../japanese-analyser.ts";

/** A preparing thread's request: texts to analyse; the answer carries the same id. */
export type JapaneseRequest = { id: number; texts: string[] };
/** `encoded`: see encodeMorphemes; null when the analyser failed (the thread then analyses itself). */
export type JapaneseAnswer = { id: number; encoded: string | null };

// The import's one Japanese analyser: its dictionary takes more memory than the rest of a
// preparing thread, so the threads share this one, each through a port of its own.
parentPort?.on("message", (port: MessagePort) => {
  port.on("message", ({ id, texts }: JapaneseRequest) => {
    let encoded: string | null = null;
    try {
      encoded = encodeMorphemes(texts);
    } catch {
      // Answered with null: the asking thread analyses these texts itself.
    }
    port.postMessage({ id, encoded } satisfies JapaneseAnswer);
  });
});
parentPort?.postMessage({ ready: true });
