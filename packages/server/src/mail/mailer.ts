import nodemailer from "nodemailer";
import type { Db } from "../db/database.ts";

/** A mail's text part, and an HTML part beside it when the mail has one (the outbox keeps the text). */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** Sends mail: over SMTP when configured, otherwise into the local outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

/** Real mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The embedded default: mail is stored in the database and printed to the console, so a new
 * user can sign in without any mail server. It says what it is in every printed message.
 */
export function createOutboxMailer(db: Db, print: (line: string) => void): Mailer {
  return {
    kind: "outbox",
    send: async (mail) => {
      await db.query("INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3)", [
        mail.to,
        mail.subject,
        mail.text,
      ]);
      print(`[local outbox: no SMTP_URL set, mail not sent] To: ${mail.to}\nSubject: ${mail.subject}\n${mail.text}\n`);
    },
  };
}
