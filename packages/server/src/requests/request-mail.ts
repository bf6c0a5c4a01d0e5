import type { Language } from "@xa/core";
import { plainMessage } from "@xa/core";
import type { RequestKind } from "@xa/core/requests/requests-contract";
import { requestsText } from "@xa/core/requests/requests-texts";
import { inertText } from "../mail/inert-text.ts";
import type { Mail } from "../mail/mailer.ts";
import type { RequestRow } from "./request-queries.ts";

const oneLine = (text: string) => inertText(plainMessage(text).replace(/\n+/g, " "));
const quoted = (text: string) =>
  plainMessage(text)
    .split("\n")
    .map((line) => (line ? `> ${inertText(line)}` : ">"));

/** Where the requester follows their request. */
export const followUrl = (publicUrl: string, token: string) => `${publicUrl}/request-confirmation?token=${token}`;

const SUBJECT_LABEL: Record<RequestKind, string> = {
  audience: "Audience description",
  download: "Title",
  access: "",
  verification: "Handle",
};

/**
 * The mail telling staff of a new request (in English, the staff's working language). What the
 * requester typed is quoted and made inert, so it cannot pass for our text or become a link.
 */
export function staffMail(to: string, row: RequestRow, listUrl: string): Mail {
  const label = SUBJECT_LABEL[row.kind];
  const text = [
    `A new ${requestsText("en", `kind.${row.kind}`)} (#${row.id}).`,
    "",
    `Name: ${oneLine(row.name)}`,
    `E-mail: ${inertText(row.email)}`,
    ...(row.company ? [`Company: ${oneLine(row.company)}`] : []),
    ...(label ? [`${label}:`, ...quoted(row.subject)] : []),
    ...(row.message ? ["Message:", ...quoted(row.message)] : []),
    "",
    `Work on it: ${listUrl}`,
  ].join("\n");
  return { to, subject: `New ${requestsText("en", `kind.${row.kind}`)} #${row.id}`, text };
}

/** The mail telling the requester their request moved on, in the language they wrote in. */
export function statusMail(row: RequestRow, language: Language, publicUrl: string): Mail {
  const kind = requestsText(language, `kind.${row.kind}`);
  const status = requestsText(language, `status.${row.status}`);
  const text = [
    requestsText(language, "statusMailIntro", { name: oneLine(row.name), kind, status }),
    ...(row.note ? ["", requestsText(language, "statusMailNote"), ...quoted(row.note)] : []),
    "",
    requestsText(language, "statusMailLink", { url: followUrl(publicUrl, row.token) }),
  ].join("\n");
  return { to: row.email, subject: requestsText(language, "statusMailSubject", { kind, status }), text };
}
