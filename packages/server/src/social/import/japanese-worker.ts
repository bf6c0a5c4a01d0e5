import { type MessagePort, parentPort } from "node:worker_threads";
import { encodeMorphemes } from "../japanese-analyser.ts";

/** A preparing thread's request: texts to analyse; the answer carries the same id. */
export type JapaneseRequest = { id: number; texts: string[] };
export type JapaneseAnswer = { id: number; encoded: string } | { id: number; error: string };

// The import's one Japanese analyser: its dictionary takes more memory than the rest of a
// preparing thread, so the threads share this one, each through a port of its own.
parentPort?.on("message", (port: MessagePort) => {
  port.on("message", ({ id, texts }: JapaneseRequest) => {
    let answer: JapaneseAnswer;
    try {
      answer = { id, encoded: encodeMorphemes(texts) };
    } catch (error) {
      answer = { id, error: String(error) };
    }
    port.postMessage(answer);
  });
});
parentPort?.postMessage({ ready: true });
