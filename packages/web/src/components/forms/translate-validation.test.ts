import { billingDetailsSchema, fieldErrorsFromZod, magicLinkRequestSchema, validationMessages } from "@xa/core";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/setup.ts";
import { translateValidationMessage } from "./translate-validation.ts";

describe("validation messages in the interface language", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });

  it("reads in English exactly as core wrote them", () => {
    const t = i18n.getFixedT("en");
    const result = billingDetailsSchema.safeParse({
      invoice_email: "nope",
      country: "",
      invoice_name: "x".repeat(300),
    });
    const errors = result.success ? {} : fieldErrorsFromZod(result.error);
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) expect(translateValidationMessage(field, message, t)).toBe(message);
    }
    expect(translateValidationMessage("name", validationMessages.minLength("name", 3), t)).toBe(
      "Name must be at least 3 characters",
    );
  });

  it("translates them into Japanese", () => {
    const t = i18n.getFixedT("ja");
    const result = magicLinkRequestSchema.safeParse({ email: "" });
    const message = result.success ? "" : (fieldErrorsFromZod(result.error).email?.[0] ?? "");
    expect(translateValidationMessage("email", message, t)).toBe("メールアドレスは必須です");
    expect(translateValidationMessage("country", "Country is required", t)).toBe("国は必須です");
    expect(translateValidationMessage("name", "Name must be less than 100 characters", t)).toBe(
      "名前は100文字未満で入力してください",
    );
  });

  it("shows other server texts as they are", () => {
    const t = i18n.getFixedT("ja");
    expect(translateValidationMessage("name", "A team with this name exists", t)).toBe("A team with this name exists");
  });
});
