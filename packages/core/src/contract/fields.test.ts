import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, fieldErrorsFromZod, textField } from "./fields.ts";
import { humanizeField } from "./humanize-field.ts";
import { isStrictEmail } from "./validation-messages.ts";

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("validation", () => {
  it("humanises field names", () => {
    expect(humanizeField("invoice_email")).toBe("Invoice email");
    expect(humanizeField("firstName")).toBe("First name");
    expect(humanizeField("confirm_code")).toBe("Confirm code");
  });
  it("says a required field is required", () => {
    const schema = z.object({ invoice_name: textField("invoice_name") });
    expect(errorsOf(schema, {})).toEqual({ invoice_name: ["Invoice name is required"] });
    expect(errorsOf(schema, { invoice_name: "   " })).toEqual({ invoice_name: ["Invoice name is required"] });
  });
  it("checks minimum and maximum length", () => {
    const schema = z.object({ name: textField("name", { min: 3, max: 5 }) });
    expect(errorsOf(schema, { name: "ab" })).toEqual({ name: ["Name must be at least 3 characters"] });
    expect(errorsOf(schema, { name: "abcdef" })).toEqual({ name: ["Name must be less than 5 characters"] });
  });
  it("only checks e-mails for an at-sign, and lower-cases them", () => {
    const schema = z.object({ email: emailField() });
    expect(errorsOf(schema, { email: "nobody" })).toEqual({ email: ["Email is not valid"] });
    expect(schema.parse({ email: "A@B" })).toEqual({ email: "a@b" });
  });
  it("takes one address only: no lists, header breaks, quotes, brackets or spaces", () => {
    const schema = z.object({ email: emailField() });
    for (const email of [
      "a@x.com,b@x.com",
      "a@x.com;b@x.com",
      "a@x.com b@x.com",
      "a@b@x.com",
      "a@x.com\r\nBcc: c@x.com",
      "a@x.com\nb@x.com",
      "a\u0007@x.com",
      "a\u2028@x.com",
      '"a b"@x.com',
      "Ann <a@x.com>",
      "a(c)@x.com",
      "a\\b@x.com",
      "@x.com",
      "a@",
      `${"a".repeat(65)}@x.com`,
    ]) {
      expect(errorsOf(schema, { email }), JSON.stringify(email)).toEqual({ email: ["Email is not valid"] });
    }
    for (const email of ["a+tag@x.com", "o'brien@x.co.jp", "first.last@sub.example.org", "ユーザー@例え.jp"]) {
      expect(errorsOf(schema, { email }), email).toEqual({});
    }
  });
  it("has a stricter e-mail shape check", () => {
    expect(isStrictEmail("a@b.co")).toBe(true);
    expect(isStrictEmail("a@b")).toBe(false);
  });
  it("says when a value is not text", () => {
    const schema = z.object({ name: textField("name") });
    expect(errorsOf(schema, { name: 5 })).toEqual({ name: ["Name must be text"] });
  });
});
