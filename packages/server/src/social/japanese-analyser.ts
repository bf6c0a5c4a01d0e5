import { createRequire } from "node:module";
import type { JapaneseAnalyser, Morpheme } from "@xa/text/sentiment/sentiment-ja-morpheme";
import type { Tokenizer } from "lindera-wasm-nodejs-ipadic";

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
 * Lindera with IPADIC, compiled to WebAssembly: it loads synchronously (about a second and
 * ~130 MB, dictionary included) on the first Japanese text, so a process that meets none never
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

/** Texts analysed elsewhere (another thread) for the work at hand: see useAnalysed. */
let analysed: ReadonlyMap<string, Morpheme[]> | null = null;

/**
 * Has analyseJapanese answer from `morphemes` (texts analysed ahead, by another thread) until it is
 * called again with null; a text not among them is analysed here.
 */
export function useAnalysed(morphemes: ReadonlyMap<string, Morpheme[]> | null): void {
  analysed = morphemes;
}

/** Morphemes of a Japanese text, by lindera's IPADIC analysis; the same text always gives the same. */
export const analyseJapanese: JapaneseAnalyser = (text) => {
  const ahead = analysed?.get(text);
  if (ahead) return ahead;
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

// Morphemes cross threads as one JSON string: far cheaper to pass than thousands of small objects.

/** The morphemes of each text, as one string for another thread: see decodeMorphemes. */
export function encodeMorphemes(texts: readonly string[]): string {
  return JSON.stringify(texts.map(analyseJapanese));
}

/** The texts with their morphemes, from encodeMorphemes' string of them. */
export function decodeMorphemes(texts: readonly string[], encoded: string): Map<string, Morpheme[]> {
  const morphemes = JSON.parse(encoded) as Morpheme[][];
  return new Map(texts.map((text, i) => [text, morphemes[i] ?? []]));
}
