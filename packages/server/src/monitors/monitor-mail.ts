import type { Language } from "@xa/core";
import type { AlertReason } from "@xa/core/monitors/monitors-contract";
import { monitorsText } from "@xa/core/monitors/monitors-texts";
import { inertText } from "../mail/inert-text.ts";
import type { Mail } from "../mail/mailer.ts";

/** Where a member sees the monitor and its alerts. */
export const monitorUrl = (publicUrl: string, id: number) => `${publicUrl}/monitors?monitor=${id}`;

const signed = (n: number) => `${n > 0 ? "+" : ""}${n}`;

function reasonLine(language: Language, reason: AlertReason): string {
  const threshold = reason.threshold;
  if (reason.metric === "volume") {
    return reason.change === null
      ? monitorsText(language, "reasonVolumeFromNone", { after: reason.after ?? 0, threshold })
      : monitorsText(language, "reasonVolume", {
          before: reason.before ?? 0,
          after: reason.after ?? 0,
          change: signed(reason.change),
          threshold,
        });
  }
  return monitorsText(language, "reasonSentiment", {
    before: signed(reason.before ?? 0),
    after: signed(reason.after ?? 0),
    change: signed(reason.change ?? 0),
    threshold,
  });
}

const minute = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

/**
 * The alert mail to one member, in their language. The monitor's name and query are the team's own
 * words: made inert, so they cannot pass for a link.
 */
export function alertMail(
  to: { email: string; language: Language },
  monitor: { id: number; name: string; subject: string; kind: "query" | "handle" },
  alert: { reasons: AlertReason[]; start: Date; end: Date },
  publicUrl: string,
): Mail {
  const { language } = to;
  const name = inertText(monitor.name.replace(/\s+/g, " "));
  const subject = monitor.kind === "handle" ? `@${monitor.subject}` : inertText(monitor.subject.replace(/\s+/g, " "));
  const text = [
    monitorsText(language, "alertIntro", { name, subject }),
    "",
    ...alert.reasons.map((reason) => reasonLine(language, reason)),
    monitorsText(language, "alertWindow", { start: minute(alert.start), end: minute(alert.end) }),
    "",
    monitorsText(language, "alertLink", { url: monitorUrl(publicUrl, monitor.id) }),
    monitorsText(language, "alertStop"),
  ].join("\n");
  return { to: to.email, subject: monitorsText(language, "alertSubject", { name }), text };
}
