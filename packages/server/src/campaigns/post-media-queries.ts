import type { PostMedia } from "../ads/index.ts";
import type { Db } from "../db/database.ts";

/** A creative's file as its ad's post carries it: what X's upload is told, and where its bytes are. */
export type PostMediaRow = Omit<PostMedia, "read"> & { storage_key: string };

/** The creative's files in their order; only the team's own creative and files are read. */
export async function creativePostMedia(db: Db, teamId: number, creativeId: number): Promise<PostMediaRow[]> {
  return db.query<PostMediaRow>(
    `SELECT f.name, f.kind, f.mime, f.bytes::float8 AS bytes, f.storage_key
       FROM ad_creative_media cm
       JOIN ad_creatives k ON k.id = cm.creative_id AND k.team_id = $1
       JOIN ad_media f ON f.id = cm.media_id AND f.team_id = $1
      WHERE cm.creative_id = $2
      ORDER BY cm.position`,
    [teamId, creativeId],
  );
}
