import type { Db } from "../db/database.ts";

/** Uploaded files are kept in the database in chunks of this size, so any machine's worker can read them. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/*
 * Chunks travel as base64 text, turned into bytea by the database (decode/encode): PGlite converts
 * a bytea parameter byte by byte in JavaScript, base64 text natively. PostgreSQL pays a little for
 * the conversion, so both backends share one way.
 */
const WRITE_CHUNK = "INSERT INTO upload_chunks (upload_id, seq, data) VALUES ($1, $2, decode($3, 'base64'))";
const READ_CHUNK = "SELECT encode(data, 'base64') AS data FROM upload_chunks WHERE upload_id = $1 AND seq = $2";

/** Stores a stream as an upload, chunk by chunk (never the whole file in memory). */
export async function saveUpload(
  db: Db,
  filename: string,
  input: AsyncIterable<Buffer | string>,
  createdBy: number | null,
  maxBytes: number,
): Promise<{ id: string; size: number }> {
  const [upload] = await db.query<{ id: string }>(
    "INSERT INTO uploads (filename, created_by) VALUES ($1, $2) RETURNING id",
    [filename, createdBy],
  );
  const id = (upload as { id: string }).id;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  // Rows of at most one chunk size, whatever sizes the request arrives in.
  const flush = async (all: boolean) => {
    let buffer = Buffer.concat(pending);
    while (buffer.length >= UPLOAD_CHUNK_BYTES || (all && buffer.length > 0)) {
      const part = buffer.subarray(0, UPLOAD_CHUNK_BYTES);
      await db.query(WRITE_CHUNK, [id, seq++, part.toString("base64")]);
      buffer = buffer.subarray(part.length);
    }
    pending = buffer.length > 0 ? [buffer] : [];
    pendingBytes = buffer.length;
  };
  try {
    for await (const chunk of input) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) throw new UploadTooLarge(maxBytes);
      pending.push(buffer);
      pendingBytes += buffer.length;
      if (pendingBytes >= UPLOAD_CHUNK_BYTES) await flush(false);
    }
    await flush(true);
  } catch (error) {
    await deleteUpload(db, id);
    throw error;
  }
  await db.query("UPDATE uploads SET size = $2, chunks = $3, complete = true WHERE id = $1", [id, size, seq]);
  return { id, size };
}

export class UploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
}

/** Reads an upload back as a stream of chunks. */
export async function* readUpload(db: Db, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [row] = await db.query<{ data: string }>(READ_CHUNK, [id, seq]);
    if (!row) return;
    // The database breaks base64 into lines; Buffer skips the line breaks.
    yield Buffer.from(row.data, "base64");
  }
}

export async function uploadSize(db: Db, id: string): Promise<number | null> {
  const rows = await db.query<{ size: string }>("SELECT size FROM uploads WHERE id = $1 AND complete", [id]);
  return rows[0] ? Number(rows[0].size) : null;
}

/** Removes an upload and its chunks (once imported, or when its import is cancelled). */
export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.query("DELETE FROM uploads WHERE id = $1", [id]);
}
