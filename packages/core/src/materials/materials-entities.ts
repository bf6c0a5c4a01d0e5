import { z } from "zod";

/** Marketing materials (the pro toolkit's library) or helper documents (the team dashboard's). */
export const MATERIAL_KINDS = ["marketing", "helper"] as const;
/** What an asset is: product one-pager, slide deck, FAQ, case study, or a how-to guide. */
export const MATERIAL_TYPES = ["one_pager", "slide_deck", "faq", "case_study", "guide"] as const;
/** The language a document is written in. */
export const MATERIAL_LANGUAGES = ["en", "ja"] as const;

export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export type MaterialLanguage = (typeof MATERIAL_LANGUAGES)[number];

/** Files the library takes, told apart by their content (a PPTX and a DOCX are ZIP files named so). */
export const MATERIAL_MIMES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type MaterialFormat = keyof typeof MATERIAL_MIMES;

/** The most one file may weigh: a slide deck with images fits, a video does not. */
export const MATERIAL_MAX_BYTES = 50 * 1024 * 1024;

/** One file of the library, as every signed-in user sees it. */
export const material = z.object({
  id: z.number().int(),
  kind: z.enum(MATERIAL_KINDS),
  type: z.enum(MATERIAL_TYPES),
  language: z.enum(MATERIAL_LANGUAGES),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  /** the file's bytes, shown inline (a preview); downloading goes through the download call */
  url: z.string(),
  download_count: z.number().int(),
  created_at: z.string(),
});
export type Material = z.infer<typeof material>;

/** A helper document as the spec's list names it. */
export const helperDocument = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type HelperDocument = z.infer<typeof helperDocument>;
