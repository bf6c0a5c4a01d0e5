import type { MessagePort } from "node:worker_threads";
import type { Morpheme } from "@xa/text/sentiment/sentiment-ja-morpheme";
import { decodeMorphemes } from "../japanese-analyser.ts";
import type { JapaneseAnswer, JapaneseRequest } from "./japanese-worker.ts";

type Waiting = { texts: string[]; resolve: (morphemes: Map<string, Morpheme[]> | null) => void };

/**
 * A preparing thread's line to the import's Japanese analyser thread. An answer of null (the
 * analyser failed or is gone) means: analyse here.
 */
export class JapanesePort {
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private closed = false;

  constructor(private readonly port: MessagePort) {
    port.on("message", (answer: JapaneseAnswer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      waiting.resolve(answer.encoded === null ? null : decodeMorphemes(waiting.texts, answer.encoded));
    });
    port.on("close", () => {
      this.closed = true;
      for (const waiting of this.waiting.values()) waiting.resolve(null);
      this.waiting.clear();
    });
  }

  /** The morphemes of each text, by the analyser thread; null when it cannot answer. */
  analyse(texts: string[]): Promise<Map<string, Morpheme[]> | null> {
    if (this.closed) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { texts, resolve });
      this.port.postMessage({ id, texts } satisfies JapaneseRequest);
    });
  }
}
