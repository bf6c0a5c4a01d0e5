import type { Language } from "@xa/core";
import { type MaterialsTextKey, materialsText } from "@xa/core/materials/materials-texts";
import { badRequest, forbidden, notFound } from "../http/http-error.ts";

type Params = Record<string, string | number>;

/** A 400 in the caller's language from the materials texts. */
export const refuseMaterial = (key: MaterialsTextKey, params: Params = {}) =>
  badRequest((language: Language) => materialsText(language, key, params));
export const materialMissing = () => notFound((language: Language) => materialsText(language, "materialNotFound"));
export const staffOnly = () => forbidden((language: Language) => materialsText(language, "staffOnly"));
