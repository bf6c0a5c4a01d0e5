import type { PostAnalysers } from "@xa/text/enrich/enrich-post";
import { detectLanguageOfText } from "@xa/text/language/tinyld-detector";
import { analyseJapanese } from "./japanese-analyser.ts";

/** The server's text analysers for enrichPost, each loaded on first use. */
export const postAnalysers: PostAnalysers = { detect: detectLanguageOfText, japanese: analyseJapanese };
