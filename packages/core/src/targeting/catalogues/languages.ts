import ISO6391 from "iso-639-1";
import type { Language } from "../../auth/languages.ts";
import { languageName } from "../../i18n/display-names.ts";
import type { Searchable } from "./search-catalogue.ts";

/** Where the languages catalogue comes from: the ISO 639-1 codes as packaged in npm. */
export const LANGUAGE_SOURCE = {
  name: "ISO 639-1 language codes (npm iso-639-1)",
  url: "https://www.npmjs.com/package/iso-639-1",
  licence: "MIT",
};

/** A label in a language: the runtime's own name for it, else the package's English name. */
const labelIn = (code: string, language: Language) => {
  const name = languageName(code, language);
  return name === code ? ISO6391.getName(code) || code : name;
};

/** Every ISO 639-1 language (id = its code), answering to its English, Japanese and native names. */
export const LANGUAGE_CATALOGUE: readonly Searchable[] = ISO6391.getAllCodes().map((code) => ({
  id: code,
  en: labelIn(code, "en"),
  ja: labelIn(code, "ja"),
  aliases: [ISO6391.getName(code), ISO6391.getNativeName(code), code].filter(Boolean),
}));
