import { createRequire } from "node:module";
import type { Tokenizer } from "lindera-wasm-nodejs-ipadic";
import type { JapaneseAnalyser, Morpheme } from "./sentiment-ja-morpheme.ts";

/** A token as lindera's IPADIC build gives it (an unknown word has only surface and "UNK"). */
type LinderaToken = {
  surface: string;
  baseForm?: string;
  partOfSpeech: string;
  partOfSpeechSubcategory1?: string;
  reading?: string;
};

let tokenizer: Tokenizer | null = null;

/**
 * Lindera with IPADIC, compiled to WebAssembly: it loads synchronously (slowly, and with a large
 * dictionary in memory) on the first Japanese text, so a process that meets none never
 * pays for it, and enrichment stays synchronous.
 */
function loadTokenizer(): Tokenizer {
  const { TokenizerBuilder } = createRequire(import.meta.url)(
    "lindera-wasm-nodejs-ipadic",
  ) as typeof import("lindera-wasm-nodejs-ipadic");
  const builder = new TokenizerBuilder();
  builder.setDictionary("embedded://ipadic");
  return builder.build();
}

// Reposts repeat texts: a bounded cache (least recently used out first) spares tokenising them again.
const CACHE_SIZE = 2000;
const cache = new Map<string, Morpheme[]>();

/** Morphemes of a Japanese text, by lindera's IPADIC analysis; the same text always gives the same. */
export const analyseWithLindera: JapaneseAnalyser = (text) => {
  const cached = cache.get(text);
  if (cached) {
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  tokenizer ??= loadTokenizer();
  const morphemes = (tokenizer.tokenize(text) as LinderaToken[]).map(
    (token): Morpheme => ({
      surface: token.surface,
      lemma: token.baseForm && token.baseForm !== "*" ? token.baseForm : token.surface,
      pos: token.partOfSpeech,
      pos1: token.partOfSpeechSubcategory1 ?? "",
      reading: token.reading && token.reading !== "*" ? token.reading : "",
    }),
  );
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, morphemes);
  return morphemes;
};
