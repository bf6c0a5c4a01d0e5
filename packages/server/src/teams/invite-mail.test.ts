import { describe, expect, it } from "vitest";
import { inviteMail } from "./invite-mail.ts";

describe("invite e-mail", () => {
  it("is plain text with one-line names, whatever the inviter typed", () => {
    const mail = inviteMail(
      { email: "ana@example.com", name: "Ana\r\nBcc: everyone@example.com" },
      { name: "Acme\u0000\u202E Co" },
      "ken@example.jp",
      "Hello\r\n\r\n<script>alert(1)</script>",
      "http://localhost:8080/acme/invite-accept?code=X",
    );
    expect(Object.keys(mail).sort()).toEqual(["subject", "text", "to"]);
    expect(mail.subject).toBe("Ana Bcc: everyone@example.com invited you to the team Acme Co");
    expect(mail.text).toBe(
      [
        'Ana Bcc: everyone@example.com (ana@example.com) invited you to join the team "Acme Co".',
        "",
        "Ana Bcc: everyone@example.com wrote:",
        "> Hello",
        ">",
        "> <script>alert(1)</script>",
        "",
        "Accept the invite: http://localhost:8080/acme/invite-accept?code=X",
      ].join("\n"),
    );
  });

  it("has no quote when there is no message", () => {
    expect(inviteMail({ email: "a@b.c", name: "Ana" }, { name: "Acme" }, "k@b.c", "", "http://x/").text).toBe(
      'Ana (a@b.c) invited you to join the team "Acme".\n\nAccept the invite: http://x/',
    );
  });
});
