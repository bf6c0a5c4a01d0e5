import type { Db } from "../db/database.ts";

/** An upload the caller was allowed to start, with what arrived of it. */
export type UploadRow = {
  id: string;
  team_id: number;
  user_id: number;
  name: string;
  declared_mime: string;
  max_bytes: number | string;
  storage_key: string;
  expires_at: Date | string;
  sending_at: Date | string | null;
  received_bytes: number | string | null;
  sha256: string | null;
  mime: string | null;
};

export async function insertUpload(
  db: Db,
  upload: Pick<UploadRow, "id" | "team_id" | "user_id" | "name" | "declared_mime" | "storage_key"> & {
    max_bytes: number;
    expires_at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO ad_media_uploads (id, team_id, user_id, name, declared_mime, max_bytes, storage_key, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      upload.id,
      upload.team_id,
      upload.user_id,
      upload.name,
      upload.declared_mime,
      upload.max_bytes,
      upload.storage_key,
      upload.expires_at,
    ],
  );
}

/** The caller's own upload, while they are still a member of its team; another's is not found. */
export async function findUpload(db: Db, userId: number, id: string): Promise<UploadRow | null> {
  const rows = await db.query<UploadRow>(
    `SELECT up.* FROM ad_media_uploads up
     JOIN memberships m ON m.team_id = up.team_id AND m.user_id = up.user_id
     WHERE up.id = $1 AND up.user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Marks the bytes as arriving; false when another request is sending or has sent them. */
export async function claimSending(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "UPDATE ad_media_uploads SET sending_at = $2 WHERE id = $1 AND sending_at IS NULL RETURNING id",
    [id, now],
  );
  return rows.length > 0;
}

/** Lets the bytes be sent again after a failed attempt. */
export async function releaseSending(db: Db, id: string): Promise<void> {
  await db.query("UPDATE ad_media_uploads SET sending_at = NULL WHERE id = $1 AND received_bytes IS NULL", [id]);
}

export async function recordReceived(
  db: Db,
  id: string,
  received: { bytes: number; sha256: string; mime: string },
): Promise<void> {
  await db.query("UPDATE ad_media_uploads SET received_bytes = $2, sha256 = $3, mime = $4 WHERE id = $1", [
    id,
    received.bytes,
    received.sha256,
    received.mime,
  ]);
}

/** Takes a received upload once: a second completion finds nothing. */
export async function takeReceivedUpload(db: Db, id: string): Promise<UploadRow | null> {
  const rows = await db.query<UploadRow>(
    "DELETE FROM ad_media_uploads WHERE id = $1 AND received_bytes IS NOT NULL RETURNING *",
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.query("DELETE FROM ad_media_uploads WHERE id = $1", [id]);
}

/**
 * Uploads past their expiry by `graceMs` that were never completed, taken off the list; the caller
 * removes their stored bytes. The grace lets a long video finish sending after its policy expired.
 */
export async function takeStaleUploads(db: Db, now: Date, graceMs: number): Promise<{ storage_key: string }[]> {
  return db.query<{ storage_key: string }>("DELETE FROM ad_media_uploads WHERE expires_at < $1 RETURNING storage_key", [
    new Date(now.getTime() - graceMs),
  ]);
}
