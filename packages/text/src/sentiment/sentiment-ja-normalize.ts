/**
 * Japanese as posts write it, brought toward the spellings a dictionary knows before it is split
 * into morphemes: half-width and full-width forms (NFKC), stretched vowels (すごーい, すごぉい),
 * repeated kana, a closing small っ, western-Japan progressives (おくれとる), slang that IPADIC
 * lacks (すげー), katakana-spelled adjectives (ウザい) and hiragana-spelled loanwords (しょっく).
 */

const HIRAGANA = /\p{Script=Hiragana}/u;
const KANA_VOWELS: [string, string][] = [
  ["あかさたなはまやらわがざだばぱゃぁ", "ぁ"],
  ["いきしちにひみりぎじぢびぴぃ", "ぃ"],
  ["うくすつぬふむゆるぐずづぶぷゅぅ", "ぅ"],
  ["えけせてねへめれげぜでべぺぇ", "ぇ"],
  ["おこそとのほもよろをごぞどぼぽょぉ", "ぉ"],
];
/** The small vowel that stretches each hiragana (か → ぁ). */
const STRETCH = new Map<string, string>();
for (const [kana, small] of KANA_VOWELS) for (const k of kana) STRETCH.set(k, small);

// Spoken forms IPADIC does not have, to the written ones (before long marks are dropped).
const COLLOQUIAL: [RegExp, string][] = [
  [/すげ[ーえぇ]+/gu, "すごい"],
  [/やべ[ーえぇ]+/gu, "やばい"],
  [/うめ[ーえぇ]+/gu, "うまい"],
  [/うぜ[ーえぇ]+/gu, "うざい"],
  [/いて[ーえぇ]+/gu, "いたい"],
  [/こえ[ーぇ]+/gu, "こわい"],
  [/きめ[ーえぇ]+/gu, "きもい"],
  [/(?<=\p{Script=Hiragana}|\p{Script=Han})(?:ね[ーえぇ]+)(?=\P{Script=Hiragana}|$)/gu, "ない"],
  // 遅れとる, してとった: the te-form with おる, as 遅れてる, してた.
  [
    /(?<=[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり])と(る|った|って|らん|ん)(?!\p{Script=Hiragana}{2})/gu,
    "て$1",
  ],
];
const TE_ORU: Record<string, string> = { てる: "てる", てった: "てた", てって: "てて", てらん: "てない", てん: "てる" };

/**
 * A text in the spellings the lexicon and analyser know. `katakanaWords` are the lexicon's
 * katakana words, so that a hiragana run starting with one (しょっくだわ) is written in katakana.
 */
export function normalizeJapanese(text: string, katakanaWords: ReadonlySet<string>): string {
  let s = text
    .normalize("NFKC")
    .replace(/[~〜]+/gu, "ー")
    .replace(/ー{2,}/gu, "ー");
  for (const [pattern, written] of COLLOQUIAL) {
    s = s.replace(pattern, (...match) => {
      const replaced = written.replace("$1", String(match[1] ?? ""));
      return TE_ORU[replaced] ?? replaced;
    });
  }
  s = stretchesDropped(s);
  // ウザい, ムカつく, キモかった: a native word in katakana, which IPADIC reads only in kana or kanji.
  s = s.replace(
    /(?<!\p{Script=Katakana}|ー)(\p{Script=Katakana}{2,4})(?=(?:い|く|かっ|かった|すぎ|つく|つい|つか)(?:\P{Script=Hiragana}|$)|い[よねなわ])/gu,
    (word) => toHiragana(word),
  );
  return s.replace(/\p{Script=Hiragana}{3,}/gu, (run) => loanwordInKatakana(run, katakanaWords));
}

/** すごーい, すごぉい, すごいいい, すごいっ → すごい; おいしー → おいしい. */
function stretchesDropped(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    const before = out[out.length - 1] ?? "";
    const after = s[i + 1] ?? "";
    const afterKana = HIRAGANA.test(after);
    if (c === "ー" && HIRAGANA.test(before)) {
      // A stretched adjective ending (おいしー) keeps its い; elsewhere the mark goes.
      if (!afterKana && STRETCH.get(before) === "ぃ" && before !== "い") out += "い";
      continue;
    }
    if ("ぁぃぅぇぉ".includes(c) && STRETCH.get(before) === c) {
      if (!afterKana && c === "ぃ" && before !== "い") out += "い";
      continue;
    }
    if ((c === "っ" || c === "ッ") && before !== "" && !afterKana && !/\p{Script=Katakana}/u.test(after)) continue;
    out += c;
  }
  // A kana written three times or more was one, stretched (かわいいいい is fixed after).
  return out.replace(/(\p{Script=Hiragana})\1{2,}/gu, "$1").replace(/かわい(?![いさそらが])/gu, "かわいい");
}

/** The run with its start in katakana when that start is a katakana word of the lexicon. */
function loanwordInKatakana(run: string, katakanaWords: ReadonlySet<string>): string {
  for (let length = Math.min(run.length, 8); length >= 3; length--) {
    const katakana = toKatakana(run.slice(0, length));
    if (katakanaWords.has(katakana)) return katakana + run.slice(length);
  }
  return run;
}

export function toKatakana(s: string): string {
  return s.replace(/[\u3041-\u3096]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

export function toHiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
