import { countryTexts, resolveCountry } from "../i18n/country-codes.ts";

/**
 * The countries a question names, as ISO codes: English names of four letters or more ("japan",
 * "south korea", the codes "the us", "uk", "usa"), and Japanese names not part of a longer word
 * (日本 in 日本語 is the language). Lets "mostly from the US or Japan?" read as a countries question.
 */
const SHORT = /\b(the us|the uk|uk|usa|uae|the uae|u\.s\.|u\.k\.)\b/g;
const CJK_NAMES = [...countryTexts()].filter(([text]) => /^[\p{Script=Han}\p{Script=Katakana}]{2,}$/u.test(text));

export function countriesNamed(text: string): Set<string> {
  const found = new Set<string>();
  const words = text.match(/[a-z]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      if (phrase.length < 4 || i + n > words.length) continue;
      const code = resolveCountry(phrase);
      if (code) {
        found.add(code);
        i += n - 1;
        break;
      }
    }
  }
  for (const m of text.matchAll(SHORT)) {
    const code = resolveCountry(m[0].replace(/\./g, ""));
    if (code) found.add(code);
  }
  for (const [name, code] of CJK_NAMES) {
    const at = text.indexOf(name);
    if (at !== -1 && !/^[語]/.test(text.slice(at + name.length))) found.add(code);
  }
  return found;
}
