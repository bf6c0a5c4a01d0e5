import type { MembershipLevel } from "@xa/core";
import { type AudienceTextKey, audienceText } from "@xa/core/targeting/audience-texts";
import {
  type AudienceAccess,
  canDeleteAudience,
  canEditAudience,
  canReadAudience,
} from "@xa/core/targeting/targeting-permissions";
import { forbidden, HttpError, type LocalizedDetail, notFound } from "../http/http-error.ts";

/** A detail of the audience texts (core targeting/audience-texts), in the caller's language. */
export const saidAudience =
  (key: AudienceTextKey, params: Record<string, string | number> = {}): LocalizedDetail =>
  (language) =>
    audienceText(language, key, params);

export const configNotFound = () => notFound(saidAudience("configNotFound"));
export const usageNotFound = () => notFound(saidAudience("usageNotFound"));
export const conflict = (detail: LocalizedDetail) => new HttpError(409, { detail });

/** SQL of how user $1 stands to a row `x` with a team_id: their level in its team, and whether it was shared with them. */
export function accessColumns(shareColumn: "audience_config_id" | "audience_usage_id"): string {
  return `(SELECT m.level FROM memberships m WHERE m.team_id = x.team_id AND m.user_id = $1) AS member_level,
    EXISTS (SELECT 1 FROM audience_shares s WHERE s.${shareColumn} = x.id AND s.user_id = $1) AS shared`;
}

/** The access a row's member_level and shared columns give. */
export function accessOf(row: { member_level: MembershipLevel | null; shared: boolean }): AudienceAccess {
  if (row.member_level) return { level: row.member_level };
  return row.shared ? "shared" : null;
}

/** What the caller may do with a row, as the API says it. */
export function abilities(access: AudienceAccess, userId: number, row: { created_by: number | null }) {
  return {
    access: access === "shared" ? ("shared" as const) : ("member" as const),
    can_edit: canEditAudience(access),
    can_delete: canDeleteAudience(access, userId, row),
  };
}

/**
 * Refuses a caller who may not do `what`: anyone without access hears it does not exist (404), a
 * reader who may not change it hears why (403).
 */
export function assertAccess(
  what: "read" | "edit" | "delete",
  access: AudienceAccess,
  userId: number,
  row: { created_by: number | null },
  kind: "config" | "usage",
): void {
  if (!canReadAudience(access)) throw kind === "config" ? configNotFound() : usageNotFound();
  if (what === "edit" && !canEditAudience(access)) throw forbidden(saidAudience("sharedReadOnly"));
  if (what === "delete" && !canDeleteAudience(access, userId, row)) {
    throw forbidden(
      saidAudience(
        access === "shared" ? "sharedReadOnly" : kind === "config" ? "deleteConfigNotAllowed" : "deleteUsageNotAllowed",
      ),
    );
  }
}

/** The users a team's configs and usages name, as the API shows them. */
export const USER_JSON = (column: string) =>
  `(SELECT json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name)
    FROM users u WHERE u.id = ${column})`;

/** An instant as the API writes it. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
