import { z } from "zod";

/** What the media library keeps: still images, animated GIFs and MP4 video. */
export const MEDIA_KINDS = ["image", "gif", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A file of a team's media library, as every caller sees it. */
export const adMedia = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  /** the uploaded file's name */
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** the type its content was found to be, not the one its name or the client claimed */
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** where the web app reads the file and its thumbnail (same-origin, the session's cookie) */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** creatives that show it: media in use cannot be deleted */
  used_by: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AdMedia = z.infer<typeof adMedia>;

export const mediaUrl = (id: number) => `/api/ad-media/${id}/file/`;
export const mediaThumbnailUrl = (id: number) => `/api/ad-media/${id}/thumbnail/`;
