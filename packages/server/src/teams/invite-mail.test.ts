import { describe, expect, it } from "vitest";
import { inertText, inviteMail } from "./invite-mail.ts";

const ZWSP = "\u200B";
const ACCEPT = "http://localhost:8080/acme/invite-accept?code=X";

describe("invite e-mail", () => {
  it("has one-line names, and a subject without the message", () => {
    const mail = inviteMail(
      { email: "ana@example.com", name: "Ana\r\nBcc: everyone@example.com" },
      { name: "Acme\u0000\u202E Co" },
      "ken@example.jp",
      "Your account is suspended",
      ACCEPT,
    );
    expect(Object.keys(mail).sort()).toEqual(["html", "subject", "text", "to"]);
    expect(mail.subject).toBe("Ana Bcc: everyone@example.com invited you to the team Acme Co");
    expect(mail.subject).not.toContain("suspended");
    expect(mail.text.split("\n")[0]).toBe(
      `Ana Bcc: everyone@${ZWSP}example.${ZWSP}com (ana@example.com) invited you to join the team "Acme Co".`,
    );
  });

  it("quotes the message as the inviter's words, HTML and links inert in the text part", () => {
    const mail = inviteMail(
      { email: "ana@example.com", name: "Ana" },
      { name: "Acme" },
      "ken@example.jp",
      "Hello\r\n\r\n<script>alert(1)</script>\r\nAccept the invite: https://evil.example/login and www.evil.example",
      ACCEPT,
    );
    expect(mail.text).toBe(
      [
        'Ana (ana@example.com) invited you to join the team "Acme".',
        "",
        "Message from Ana:",
        "> Hello",
        ">",
        "> <script>alert(1)</script>",
        `> Accept the invite: https:${ZWSP}/${ZWSP}/${ZWSP}evil.${ZWSP}example/${ZWSP}login and www.${ZWSP}evil.${ZWSP}example`,
        "",
        `Accept the invite: ${ACCEPT}`,
      ].join("\n"),
    );
    // The only link-like text left whole is our own accept link.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([ACCEPT]);
  });

  it("escapes the message in the HTML part, quoted and attributed, with no link but ours", () => {
    const mail = inviteMail(
      { email: "ana@example.com", name: "<b>Ana</b>" },
      { name: "Acme" },
      "ken@example.jp",
      '<a href="https://evil.example/">Verify your account</a>\nhttps://evil.example/login',
      ACCEPT,
    );
    const html = mail.html ?? "";
    expect(html).toContain("<p>Message from &lt;b&gt;Ana&lt;/b&gt;:</p>");
    expect(html).toContain(
      `&lt;a href=&quot;https:${ZWSP}/${ZWSP}/${ZWSP}evil.${ZWSP}example/${ZWSP}&quot;&gt;Verify your account&lt;/a&gt;<br>https:${ZWSP}/${ZWSP}/${ZWSP}evil.${ZWSP}example/${ZWSP}login</blockquote>`,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html.match(/href="[^"]*"/g)).toEqual([`href="${ACCEPT}"`]);
    expect(html).not.toContain("<b>");
    expect(html.match(/https?:\/\/[^\s<"]+/g)).toEqual([ACCEPT]);
  });

  it("has no quote when there is no message", () => {
    const mail = inviteMail({ email: "a@b.c", name: "Ana" }, { name: "Acme" }, "k@b.c", "", "http://x/");
    expect(mail.text).toBe('Ana (a@b.c) invited you to join the team "Acme".\n\nAccept the invite: http://x/');
    expect(mail.html).not.toContain("Message from");
    expect(mail.html).not.toContain("blockquote");
  });

  it("leaves ordinary words as they are", () => {
    expect(inertText("See you on Monday, 10:30 at the café!")).toBe("See you on Monday, 10:30 at the café!");
  });
});
