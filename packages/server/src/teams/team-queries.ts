import { hasBillingDetails, type Team, type TeamInfo, type UpdateTeam } from "@xa/core";
import { readHost } from "@xa/core/teams/read-host";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import { notFound, said } from "../http/http-error.ts";
import { listSubscriptions } from "./subscription-queries.ts";

type TeamRow = Omit<Team, "has_billing_details" | "subscriptions">;

const TEAM_COLUMNS = `t.id, t.name, t.slug, t.logo, t.invoice_email, t.country, t.invoice_name, m.level,
  (SELECT count(*)::int FROM memberships c WHERE c.team_id = t.id) AS member_count`;

/**
 * First path segments the web app routes itself (in all three variants) and the server's own prefixes:
 * a team slug equal to one would make /:teamId ambiguous.
 */
const RESERVED_SLUGS = new Set([
  "login",
  "welcome",
  "choose-team",
  "helper-documents",
  "audiences",
  "dev",
  "reset-e2e",
  "api",
  "rest-auth",
  "assets",
  "explore",
  "premium",
  "pro",
  "about",
  "static",
  "media",
  "admin",
  // local billing's checkout page and the premium suite's subscription pages
  "billing",
  "create-subscription",
]);

/**
 * Turns a team name into a URL slug: ASCII words joined by dashes ('team' when none). All-digit slugs and
 * route names get a '-team' suffix, since team paths accept a numeric id or a slug; so do names a host
 * prefix reads as something else (an agency, the placeholder team, www), so every team is its own sub-domain.
 */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  if (!base) return "team";
  const ownSubdomain = readHost(`${base}.example.com`).kind === "tenant";
  return RESERVED_SLUGS.has(base) || /^\d+$/.test(base) || !ownSubdomain ? `${base}-team` : base;
}

async function toTeam(db: Db, row: TeamRow): Promise<Team> {
  return { ...row, has_billing_details: hasBillingDetails(row), subscriptions: await listSubscriptions(db, row.id) };
}

/** A page of the teams the user belongs to, by name, with how many they belong to. */
export async function listTeams(
  db: Db,
  userId: number,
  window: PageWindow,
): Promise<{ count: number; results: Team[] }> {
  const { count, rows } = await pagedQuery<TeamRow>(
    db,
    `SELECT ${TEAM_COLUMNS} FROM teams t JOIN memberships m ON m.team_id = t.id AND m.user_id = $1 ORDER BY t.name, t.id`,
    [userId],
    window,
  );
  return { count, results: await Promise.all(rows.map((row) => toTeam(db, row))) };
}

/**
 * A team the user belongs to, by id or slug. Anyone else gets the same 404 as for a team that
 * does not exist, so team names and slugs do not leak.
 */
export async function findMemberTeam(db: Db, userId: number, idOrSlug: string): Promise<Team> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const rows = await db.query<TeamRow>(
    `SELECT ${TEAM_COLUMNS} FROM teams t JOIN memberships m ON m.team_id = t.id AND m.user_id = $1
     WHERE ${byId ? "t.id = $2::int" : "t.slug = $2"}`,
    [userId, idOrSlug],
  );
  const row = rows[0];
  if (!row) throw notFound(said("teamNotFound"));
  return toTeam(db, row);
}

const UNIQUE_VIOLATION = "23505";
const SLUG_ATTEMPTS = 20;

/**
 * Creates a team with a unique slug; the creator becomes its admin. Two requests naming teams alike
 * at once may pick the same free slug: the later insert fails on the unique index and is tried
 * again, now seeing the other's slug.
 */
export async function createTeam(db: Db, userId: number, name: string): Promise<Team> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertTeam(db, userId, name);
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

async function insertTeam(db: Db, userId: number, name: string): Promise<Team> {
  const base = slugify(name);
  const teamId = await db.transaction(async (tx) => {
    const taken = new Set(
      (
        await tx.query<{ slug: string }>("SELECT slug FROM teams WHERE slug = $1 OR slug LIKE $2", [base, `${base}-%`])
      ).map((r) => r.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const rows = await tx.query<{ id: number }>("INSERT INTO teams (name, slug) VALUES ($1, $2) RETURNING id", [
      name,
      slug,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("team insert returned no row");
    await tx.query("INSERT INTO memberships (team_id, user_id, level) VALUES ($1, $2, 'admin')", [id, userId]);
    return id;
  });
  return findMemberTeam(db, userId, String(teamId));
}

const UPDATABLE_TEAM_FIELDS = ["name", "logo", "invoice_email", "country", "invoice_name"] as const;

/** Changes the given fields of a team (admin only, checked by the caller). */
export async function updateTeam(db: Db, team: Team, userId: number, changes: UpdateTeam): Promise<Team> {
  const fields = UPDATABLE_TEAM_FIELDS.filter((k) => changes[k] !== undefined).map((k) => [k, changes[k]] as const);
  if (fields.length > 0) {
    const sets = fields.map(([k], i) => `${k} = $${i + 2}`).join(", ");
    await db.query(`UPDATE teams SET ${sets} WHERE id = $1`, [team.id, ...fields.map(([, v]) => v)]);
  }
  return findMemberTeam(db, userId, String(team.id));
}

export async function deleteTeam(db: Db, team: Team): Promise<void> {
  await db.query("DELETE FROM teams WHERE id = $1", [team.id]);
}

/** Public team info by slug (`/api/teaminfo/{slug}/`), or null. */
export async function findTeamInfo(db: Db, slug: string): Promise<TeamInfo | null> {
  const rows = await db.query<TeamInfo>("SELECT name, slug, logo FROM teams WHERE slug = $1", [slug]);
  return rows[0] ?? null;
}
