import type { Language } from "@xa/core";
import { type MediaTextKey, mediaText } from "@xa/core/campaigns/media-texts";
import { badRequest, HttpError, notFound } from "../http/http-error.ts";

type Params = Record<string, string | number>;

/** A 400 in the caller's language from the media texts. */
export const refuseMedia = (key: MediaTextKey, params: Params = {}) =>
  badRequest((language: Language) => mediaText(language, key, params));
export const mediaConflict = (key: MediaTextKey, params: Params = {}) =>
  new HttpError(409, { detail: (language: Language) => mediaText(language, key, params) });
export const mediaMissing = () => notFound((language: Language) => mediaText(language, "mediaNotFound"));
export const uploadMissing = () => notFound((language: Language) => mediaText(language, "uploadNotFound"));

/** "6.2" for a size in MB, as the refusals state it. */
export const inMegabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
