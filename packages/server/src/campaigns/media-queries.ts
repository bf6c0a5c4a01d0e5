import type { MembershipLevel } from "@xa/core";
import { type AdMedia, mediaThumbnailUrl, mediaUrl } from "@xa/core/campaigns/media-entities";
import type { Db } from "../db/database.ts";

/** A library file with how the caller stands to its team. */
export type MediaRow = Omit<AdMedia, "url" | "thumbnail_url" | "created_at" | "bytes"> & {
  bytes: number | string;
  sha256: string;
  storage_key: string;
  thumbnail_key: string | null;
  created_at: Date | string;
  level: MembershipLevel;
};

// Only the caller's own teams' files ($1 is the caller): anyone else's are not found.
const SELECT = `SELECT a.id, a.team_id, a.name, a.kind, a.mime, a.bytes, a.width, a.height, a.duration_ms,
    a.sha256, a.storage_key, a.thumbnail_key, u.email AS created_by, a.created_at, m.level,
    (SELECT count(*)::int FROM ad_creative_media cm WHERE cm.media_id = a.id) AS used_by
  FROM ad_media a
  JOIN memberships m ON m.team_id = a.team_id AND m.user_id = $1
  LEFT JOIN users u ON u.id = a.created_by`;

export function toMedia(row: MediaRow): AdMedia {
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    duration_ms: row.duration_ms,
    url: mediaUrl(row.id),
    thumbnail_url: row.thumbnail_key ? mediaThumbnailUrl(row.id) : null,
    used_by: row.used_by,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findMedia(db: Db, userId: number, id: number): Promise<MediaRow | null> {
  const rows = await db.query<MediaRow>(`${SELECT} WHERE a.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

/** The team's file with these bytes, if it has one. */
export async function findMediaByHash(
  db: Db,
  userId: number,
  teamId: number,
  sha256: string,
): Promise<MediaRow | null> {
  const rows = await db.query<MediaRow>(`${SELECT} WHERE a.team_id = $2 AND a.sha256 = $3`, [userId, teamId, sha256]);
  return rows[0] ?? null;
}

export async function listMedia(
  db: Db,
  userId: number,
  teamId: number,
  filter: { kind?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: MediaRow[] }> {
  const where = `WHERE a.team_id = $2 AND ($3::text IS NULL OR a.kind = $3)`;
  const params = [userId, teamId, filter.kind ?? null];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ad_media a JOIN memberships m ON m.team_id = a.team_id AND m.user_id = $1 ${where}`,
    params,
  );
  const rows = await db.query<MediaRow>(`${SELECT} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5`, [
    ...params,
    filter.limit,
    filter.offset,
  ]);
  return { count: total?.n ?? 0, rows };
}

export type NewMedia = {
  team_id: number;
  name: string;
  kind: AdMedia["kind"];
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  sha256: string;
  storage_key: string;
  thumbnail_key: string | null;
  created_by: number;
};

/** Adds a file; null when the team got the same bytes meanwhile (the hash is unique per team). */
export async function insertMedia(db: Db, media: NewMedia): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ad_media (team_id, name, kind, mime, bytes, width, height, duration_ms, sha256, storage_key,
       thumbnail_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (team_id, sha256) DO NOTHING RETURNING id`,
    [
      media.team_id,
      media.name,
      media.kind,
      media.mime,
      media.bytes,
      media.width,
      media.height,
      media.duration_ms,
      media.sha256,
      media.storage_key,
      media.thumbnail_key,
      media.created_by,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The creatives that show a file, by name. */
export async function creativesUsing(db: Db, mediaId: number): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM ad_creative_media cm JOIN ad_creatives c ON c.id = cm.creative_id
     WHERE cm.media_id = $1 ORDER BY lower(c.name), c.id`,
    [mediaId],
  );
}

const FOREIGN_KEY_VIOLATION = "23503";

/** Deletes a file's row; false when a creative took it meanwhile (the foreign key refuses). */
export async function deleteMediaRow(db: Db, id: number): Promise<boolean> {
  try {
    await db.query("DELETE FROM ad_media WHERE id = $1", [id]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}
