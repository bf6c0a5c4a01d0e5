/**
 * A morpheme of Japanese text as a morphological analyser (IPADIC's categories) finds it. Sentiment
 * only reads morphemes: the analyser (lindera-analyser, with its dictionary) is handed in (see
 * PostAnalysers), so a caller that hands none never loads it.
 */
export type Morpheme = {
  surface: string;
  /** The dictionary form (楽しかっ → 楽しい); the surface for a word the dictionary lacks. */
  lemma: string;
  /** IPADIC's part of speech (名詞, 動詞, 形容詞, 助動詞, 記号…); "UNK" for an unknown word. */
  pos: string;
  /** Its first subcategory (自立, 非自立, 形容動詞語幹, 接続助詞…), "*" or "" when none. */
  pos1: string;
  /** The surface's reading in katakana; "" when unknown. */
  reading: string;
};

/** Splits a text into morphemes, in order; the surfaces put together give the text back. */
export type JapaneseAnalyser = (text: string) => Morpheme[];
