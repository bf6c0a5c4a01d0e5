import type { FiledRequest, RequestKind, RequestStatus } from "@xa/core/requests/requests-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

export type RequestRow = {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  token: string;
  name: string;
  email: string;
  company: string;
  message: string;
  subject: string;
  language: string;
  note: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS =
  "id, kind, status, token, name, email, company, message, subject, language, note, created_at, updated_at";

export function toFiledRequest(row: RequestRow): FiledRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    subject: row.subject,
    language: row.language,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export type NewRequest = Pick<
  RequestRow,
  "kind" | "token" | "name" | "email" | "company" | "message" | "subject" | "language"
>;

export async function insertRequest(db: Db, r: NewRequest, now: Date): Promise<RequestRow> {
  const rows = await db.query<RequestRow>(
    `INSERT INTO requests (kind, token, name, email, company, message, subject, language, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
    [r.kind, r.token, r.name, r.email, r.company, r.message, r.subject, r.language, now],
  );
  return rows[0] as RequestRow;
}

/** Requests newest first, narrowed by kind and status. */
export async function listRequests(
  db: Db,
  filters: { kind?: RequestKind; status?: RequestStatus },
  window: PageWindow,
) {
  const params: unknown[] = [];
  const where: string[] = [];
  for (const column of ["kind", "status"] as const) {
    const value = filters[column];
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const sql = `SELECT ${COLUMNS} FROM requests ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY created_at DESC, id DESC`;
  return pagedQuery<RequestRow>(db, sql, params, window);
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  return (await db.query<RequestRow>(`SELECT ${COLUMNS} FROM requests WHERE id = $1`, [id]))[0] ?? null;
}

export async function findRequestByToken(db: Db, token: string): Promise<RequestRow | null> {
  return (await db.query<RequestRow>(`SELECT ${COLUMNS} FROM requests WHERE token = $1`, [token]))[0] ?? null;
}

/**
 * Moves a request on only from the status it was read in, so two staff acting at once cannot both
 * move it (the second sees null and rereads).
 */
export async function moveRequest(
  db: Db,
  id: number,
  from: RequestStatus,
  to: RequestStatus,
  note: string,
  now: Date,
): Promise<RequestRow | null> {
  const rows = await db.query<RequestRow>(
    `UPDATE requests SET status = $3, note = $4, updated_at = $5 WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
    [id, from, to, note, now],
  );
  return rows[0] ?? null;
}
