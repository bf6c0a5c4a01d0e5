import { plainMessage, type Team } from "@xa/core";
import type { Mail } from "../mail/mailer.ts";

/** Names go into the subject and a sentence: one line of plain text each. */
const oneLine = (text: string) => plainMessage(text).replace(/\n+/g, " ");

/**
 * The invite e-mail, plain text only (mail is never sent as HTML). The inviter's message is quoted
 * line by line, so it cannot pass for the e-mail's own text (a fake "Accept the invite" line).
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
  const quoted = plainMessage(message);
  return {
    to,
    subject: `${name} invited you to the team ${teamName}`,
    text: [
      `${name} (${inviter.email}) invited you to join the team "${teamName}".`,
      ...(quoted ? ["", `${name} wrote:`, ...quoted.split("\n").map((line) => (line ? `> ${line}` : ">"))] : []),
      "",
      `Accept the invite: ${acceptUrl}`,
    ].join("\n"),
  };
}
