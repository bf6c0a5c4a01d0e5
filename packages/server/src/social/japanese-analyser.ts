import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";
import type { JapaneseAnalyser, Morpheme } from "@xa/text/sentiment/sentiment-ja-morpheme";

/** Texts analysed elsewhere (another thread) for the work at hand: see useAnalysed. */
let analysed: ReadonlyMap<string, Morpheme[]> | null = null;

/**
 * Has analyseJapanese answer from `morphemes` (texts analysed ahead, by another thread) until it is
 * called again with null; a text not among them is analysed here.
 */
export function useAnalysed(morphemes: ReadonlyMap<string, Morpheme[]> | null): void {
  analysed = morphemes;
}

/** Morphemes of a Japanese text: analysed ahead by the import's analyser thread, else here by lindera. */
export const analyseJapanese: JapaneseAnalyser = (text) => analysed?.get(text) ?? analyseWithLindera(text);

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
