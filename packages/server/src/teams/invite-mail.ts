import { plainMessage, type Team } from "@xa/core";
import { inertText } from "../mail/inert-text.ts";
import type { Mail } from "../mail/mailer.ts";

export { inertText };

/** Names go into the subject and a sentence: one line of plain text each. */
const oneLine = (text: string) => plainMessage(text).replace(/\n+/g, " ");

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The invite e-mail, in a text part and an HTML part. The subject names only the inviter and the
 * team, never the message. The inviter's message is their words inside our template: attributed,
 * quoted line by line (it cannot pass for the e-mail's own text, such as a fake "Accept the invite"
 * line), escaped in the HTML, and with nothing in it turned into a link.
 */
export function inviteMail(
  inviter: { email: string; name: string },
  team: Pick<Team, "name">,
  to: string,
  message: string,
  acceptUrl: string,
): Mail {
  const name = oneLine(inviter.name);
  const teamName = oneLine(team.name);
  const shownName = inertText(name);
  const shownTeam = inertText(teamName);
  const lines = plainMessage(message)
    .split("\n")
    .map((line) => inertText(line));
  const quoted = lines.some(Boolean) ? lines : [];
  const intro = `${shownName} (${inviter.email}) invited you to join the team "${shownTeam}".`;
  const attribution = `Message from ${shownName}:`;
  const text = [
    intro,
    ...(quoted.length ? ["", attribution, ...quoted.map((line) => (line ? `> ${line}` : ">"))] : []),
    "",
    `Accept the invite: ${acceptUrl}`,
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    ...(quoted.length
      ? [
          `<p>${escapeHtml(attribution)}</p>`,
          '<blockquote style="margin:0 0 1em;padding:0 0 0 12px;border-left:3px solid #ccc;color:#444;white-space:pre-wrap">' +
            quoted.map(escapeHtml).join("<br>") +
            "</blockquote>",
        ]
      : []),
    `<p><a href="${escapeHtml(acceptUrl)}">Accept the invite</a></p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject: `${name} invited you to the team ${teamName}`, text, html };
}
