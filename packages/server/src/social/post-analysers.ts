import type { PostAnalysers } from "@xa/text/enrich/enrich-post";
import { analyseJapanese } from "./japanese-analyser.ts";
import { detectLanguageOfText } from "./language-detector.ts";

/** The server's text analysers for enrichPost, each loaded on first use. */
export const postAnalysers: PostAnalysers = { detect: detectLanguageOfText, japanese: analyseJapanese };
