import { displayName, type Language } from "@xa/core";
import type { AudienceShare, AudienceUser } from "@xa/core/targeting/audience-contract";
import { audienceText } from "@xa/core/targeting/audience-texts";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";
import type { Deps } from "../deps.ts";
import { badRequest, notFound } from "../http/http-error.ts";
import { iso, saidAudience, USER_JSON } from "./audience-access.ts";

/**
 * Sharing is a grant: the recipient may read the shared config or usage (get, insights, download;
 * the config is listed on their /audiences page), never change it, and stays out of its team. A
 * share is recorded once per recipient and mailed to them when first made.
 */
type Recipient = AudienceUser & { language: Language | null };

const RECIPIENT_COLUMNS = "u.id, u.email, u.first_name, u.last_name, u.language";

/** A user by e-mail address, or a 404 that says they have to sign in once first. */
export async function recipientByEmail(db: Db, email: string): Promise<Recipient> {
  const [user] = await db.query<Recipient>(`SELECT ${RECIPIENT_COLUMNS} FROM users u WHERE u.email = $1`, [
    email.toLowerCase(),
  ]);
  if (!user) throw notFound(saidAudience("noUserWithEmail", { email }));
  return user;
}

/**
 * The user who linked the X account with this handle: their social account names it (its handle in
 * `extra`), or its platform id is the id the store knows that handle by.
 */
export async function recipientByHandle(db: Db, handle: string): Promise<Recipient> {
  const [user] = await db.query<Recipient>(
    `SELECT ${RECIPIENT_COLUMNS} FROM social_accounts s JOIN users u ON u.id = s.user_id
     WHERE lower(s.extra->>'handle') = lower($1) OR lower(s.extra->>'screen_name') = lower($1)
        OR lower(s.extra->>'username') = lower($1)
        OR s.uid IN (SELECT a.id FROM accounts a WHERE lower(a.handle) = lower($1))
     ORDER BY s.id LIMIT 1`,
    [handle],
  );
  if (!user) throw notFound(saidAudience("noUserWithHandle", { handle }));
  return user;
}

type Target =
  | { kind: "config"; id: number; name: string }
  | { kind: "usage"; id: number; name: string; ad_account_id: string };

const column = (target: Pick<Target, "kind">) =>
  target.kind === "config" ? "audience_config_id" : "audience_usage_id";

const SHARE_COLUMNS = `s.created_at, ${USER_JSON("s.user_id")} AS recipient, ${USER_JSON("s.shared_by")} AS shared_by`;
type ShareRow = { created_at: Date; recipient: AudienceUser; shared_by: AudienceUser | null };
const toShare = (r: ShareRow): AudienceShare => ({
  user: r.recipient,
  shared_by: r.shared_by,
  created_at: iso(r.created_at),
});

/** Grants `recipient` reading `target`; mails them a link the first time. */
export async function shareAudience(
  deps: Deps,
  target: Target,
  sharer: AudienceUser,
  recipient: Recipient,
): Promise<AudienceShare> {
  if (recipient.id === sharer.id) throw badRequest(saidAudience("shareWithSelf"));
  const inserted = await deps.db.query<{ id: number }>(
    `INSERT INTO audience_shares (${column(target)}, user_id, shared_by) VALUES ($1, $2, $3)
     ON CONFLICT (${column(target)}, user_id) DO NOTHING RETURNING id`,
    [target.id, recipient.id, sharer.id],
  );
  const [row] = await deps.db.query<ShareRow>(
    `SELECT ${SHARE_COLUMNS} FROM audience_shares s WHERE s.${column(target)} = $1 AND s.user_id = $2`,
    [target.id, recipient.id],
  );
  if (!row) throw new Error("share not found after insert");
  if (inserted.length > 0) await mailShare(deps, target, sharer, recipient);
  return toShare(row);
}

async function mailShare(deps: Deps, target: Target, sharer: AudienceUser, recipient: Recipient): Promise<void> {
  const language = recipient.language ?? "en";
  const params = { who: displayName(sharer), name: target.name, url: `${deps.config.publicUrl}/audiences` };
  const subject =
    target.kind === "config"
      ? audienceText(language, "shareSubject", params)
      : audienceText(language, "shareUsageSubject", { ...params, account: target.ad_account_id });
  await deps.mailer.send({ to: recipient.email, subject, text: audienceText(language, "shareText", params) });
}

/** Who a config or usage is shared with, first shared first. */
export async function listShares(
  db: Db,
  target: Pick<Target, "kind" | "id">,
  window: PageWindow,
): Promise<{ count: number; results: AudienceShare[] }> {
  const { count, rows } = await pagedQuery<ShareRow>(
    db,
    `SELECT ${SHARE_COLUMNS} FROM audience_shares s WHERE s.${column(target)} = $1 ORDER BY s.created_at, s.id`,
    [target.id],
    window,
  );
  return { count, results: rows.map(toShare) };
}
