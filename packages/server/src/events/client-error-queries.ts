import type { ClientErrorGroup, ClientErrorSource } from "@xa/core/events/client-errors-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** One report as stored: what the browser said, with what the server knows of the sender. */
export type ClientErrorRow = {
  message: string;
  stack: string | null;
  url: string;
  source: ClientErrorSource;
  userAgent: string;
  release: string;
  userId: number | null;
};

export async function insertClientError(db: Db, report: ClientErrorRow, receivedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO client_errors (message, stack, url, source, user_agent, release, user_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      report.message,
      report.stack,
      report.url,
      report.source,
      report.userAgent,
      report.release,
      report.userId,
      receivedAt,
    ],
  );
}

type GroupRow = Omit<ClientErrorGroup, "first_seen" | "last_seen" | "latest"> & {
  first_seen: Date;
  last_seen: Date;
  source: ClientErrorSource;
  url: string;
  stack: string | null;
  user_agent: string;
  release: string;
  user_email: string | null;
};

/** Reports grouped by message, the most recently seen first, each with its latest report's facts. */
export async function groupClientErrors(
  db: Db,
  window: PageWindow,
): Promise<{ count: number; results: ClientErrorGroup[] }> {
  const { count, rows } = await pagedQuery<GroupRow>(
    db,
    `SELECT g.message, g.count, g.users, g.first_seen, g.last_seen,
            l.source, l.url, l.stack, l.user_agent, l.release, u.email AS user_email
     FROM (SELECT message, count(*)::int AS count, count(DISTINCT user_id)::int AS users,
                  min(received_at) AS first_seen, max(received_at) AS last_seen, max(id) AS latest_id
           FROM client_errors GROUP BY message) g
     JOIN client_errors l ON l.id = g.latest_id
     LEFT JOIN users u ON u.id = l.user_id
     ORDER BY g.last_seen DESC, g.latest_id DESC`,
    [],
    window,
  );
  return {
    count,
    results: rows.map((r) => ({
      message: r.message,
      count: r.count,
      users: r.users,
      first_seen: new Date(r.first_seen).toISOString(),
      last_seen: new Date(r.last_seen).toISOString(),
      latest: {
        source: r.source,
        url: r.url,
        stack: r.stack,
        user_agent: r.user_agent,
        release: r.release,
        user_email: r.user_email,
      },
    })),
  };
}
