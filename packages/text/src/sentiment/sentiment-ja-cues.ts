/**
 * Signs of feeling in Japanese posts that are not words: laughter (w, 笑, 草) and kaomoji. Read
 * on the normalised (NFKC) text, where ＾ is ^ and ´ is a space with a combining accent.
 */
const CUES: [RegExp, number][] = [
  // (^^) (^_^) (*´▽`*) ( ´∀`) ♪: smiles and music.
  [/\^[_\-oω▽∀.ー]?\^|[▽∀]|♪|\(\*[^()]{1,6}\*\)/gu, 1.5],
  // (;_;) (T_T) (´;ω;`) orz (泣): tears, despair.
  [/T[_.-]?T|[;][_ω.-]?[;]|orz|OTZ|\((?:泣|涙|泣きたい)\)|\(\s*\u0301?・ω・`\)/gu, -1.5],
  // 笑, (笑), www, 草 (生える): laughter, mild.
  [/\(笑\)|(?<![爆苦失冷嘲微])笑(?=$|[\s!?。、)w]|\p{Script=Hiragana})/gu, 1],
  [/(?<=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー!?。、)\s]|^)w+(?![a-z])/giu, 1],
  [/(?<!\p{Script=Han})草(?=$|[\s!?。、w]|生え|不可避)/gu, 1],
];

/** The valence of a text's cues (each kind counted once), and the text without them. */
export function cueValence(text: string): { valence: number; rest: string } {
  let valence = 0;
  let rest = text;
  for (const [pattern, value] of CUES) {
    let seen = false;
    rest = rest.replace(pattern, () => {
      seen = true;
      return " ";
    });
    if (seen) valence += value;
  }
  return { valence, rest };
}
