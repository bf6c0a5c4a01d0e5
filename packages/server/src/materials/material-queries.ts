import type { Material, MaterialKind, MaterialLanguage, MaterialType } from "@xa/core/materials/materials-entities";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** A materials row with how often it was downloaded. */
export type MaterialRow = {
  id: number;
  kind: MaterialKind;
  type: MaterialType;
  language: MaterialLanguage;
  title: string;
  description: string;
  file_name: string;
  mime: string;
  bytes: string | number;
  storage_key: string;
  download_count: number;
  created_at: Date | string;
};

const SELECT = `SELECT m.id, m.kind, m.type, m.language, m.title, m.description, m.file_name, m.mime, m.bytes,
    m.storage_key, m.created_at,
    (SELECT count(*)::int FROM material_downloads d WHERE d.material_id = m.id) AS download_count
  FROM materials m`;

export const fileUrlOf = (id: number) => `/api/marketing-materials/${id}/file/`;

export function toMaterial(row: MaterialRow): Material {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    language: row.language,
    title: row.title,
    description: row.description,
    file_name: row.file_name,
    mime: row.mime,
    bytes: Number(row.bytes),
    url: fileUrlOf(row.id),
    download_count: row.download_count,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type MaterialFilters = { kind?: MaterialKind; type?: MaterialType; language?: MaterialLanguage };

/** The library, newest first, narrowed by the filters given. */
export async function listMaterials(db: Db, filters: MaterialFilters, window: PageWindow) {
  const params: unknown[] = [];
  const where: string[] = [];
  for (const column of ["kind", "type", "language"] as const) {
    const value = filters[column];
    if (value === undefined) continue;
    params.push(value);
    where.push(`m.${column} = $${params.length}`);
  }
  const sql = `${SELECT} ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY m.created_at DESC, m.id DESC`;
  return pagedQuery<MaterialRow>(db, sql, params, window);
}

/** Helper documents by id and by a part of their title. */
export async function listHelperDocuments(db: Db, filters: { id?: number; name?: string }, window: PageWindow) {
  const params: unknown[] = [];
  const where = ["kind = 'helper'"];
  if (filters.id !== undefined) {
    params.push(filters.id);
    where.push(`id = $${params.length}`);
  }
  if (filters.name) {
    // The name is matched as plain text: LIKE's wildcards in it are escaped.
    params.push(`%${filters.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`title ILIKE $${params.length}`);
  }
  const sql = `SELECT id, title AS name FROM materials WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC`;
  const page = await pagedQuery<{ id: number; name: string }>(db, sql, params, window);
  return { count: page.count, results: page.rows.map((row) => ({ ...row, url: fileUrlOf(row.id) })) };
}

export async function findMaterial(db: Db, id: number): Promise<MaterialRow | null> {
  return (await db.query<MaterialRow>(`${SELECT} WHERE m.id = $1`, [id]))[0] ?? null;
}

export type NewMaterial = Omit<MaterialRow, "id" | "download_count" | "created_at" | "bytes"> & {
  bytes: number;
  created_by: number;
};

export async function insertMaterial(db: Db, m: NewMaterial): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO materials (kind, type, language, title, description, file_name, mime, bytes, storage_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [m.kind, m.type, m.language, m.title, m.description, m.file_name, m.mime, m.bytes, m.storage_key, m.created_by],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("insert into materials returned no id");
  return id;
}

/** Deletes the row (its downloads go with it); false when it was gone already. */
export async function deleteMaterialRow(db: Db, id: number): Promise<boolean> {
  return (await db.query("DELETE FROM materials WHERE id = $1 RETURNING id", [id])).length > 0;
}

export async function recordDownload(db: Db, materialId: number, userId: number, at: Date): Promise<void> {
  await db.query("INSERT INTO material_downloads (material_id, user_id, downloaded_at) VALUES ($1, $2, $3)", [
    materialId,
    userId,
    at,
  ]);
}
