import { type Language, languageFromBrowser } from "@xa/core";
import type { FastifyRequest } from "fastify";

/**
 * The language a caller reads: the first tag of its Accept-Language (the web app sends its
 * interface language), Japanese for any ja tag, otherwise English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromBrowser(request.headers["accept-language"]);
}
