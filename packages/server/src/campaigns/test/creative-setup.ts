import type { MediaKind } from "@xa/core/campaigns/media-entities";
import type { TestApp } from "../../test/test-app.ts";

const MIME: Record<MediaKind, string> = { image: "image/png", gif: "image/gif", video: "video/mp4" };
let made = 0;

/**
 * A file of a team's media library, written straight to the table: the upload flow is the media
 * domain's, and creatives only need the row.
 */
export async function insertMedia(t: TestApp, teamId: number, kind: MediaKind = "image", name?: string) {
  made += 1;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO ad_media (team_id, name, kind, mime, bytes, width, height, sha256, storage_key)
     VALUES ($1, $2, $3, $4, 1024, 1200, 675, $5, $6) RETURNING id`,
    [
      teamId,
      name ?? `file-${made}.${kind === "video" ? "mp4" : kind === "gif" ? "gif" : "png"}`,
      kind,
      MIME[kind],
      `sha-${made}-${Math.random()}`,
      `media/${made}`,
    ],
  );
  return row?.id as number;
}
