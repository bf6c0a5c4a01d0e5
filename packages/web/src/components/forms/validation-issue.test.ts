import { billingDetailsSchema, fieldErrorsFromZod } from "@xa/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { classifyValidationMessage, fieldErrorsFromBody, groupFieldErrors } from "./validation-issue.ts";

describe("classifyValidationMessage", () => {
  it("recognises core's validation messages", () => {
    expect(classifyValidationMessage("invoice_email", "Invoice email is required")).toEqual({
      code: "required",
      field: "invoice_email",
    });
    expect(classifyValidationMessage("email", "Email is not valid")).toEqual({ code: "email", field: "email" });
    expect(classifyValidationMessage("name", "Name must be at least 3 characters")).toEqual({
      code: "minLength",
      field: "name",
      n: 3,
    });
    expect(classifyValidationMessage("name", "Name must be less than 100 characters")).toEqual({
      code: "maxLength",
      field: "name",
      n: 100,
    });
    expect(classifyValidationMessage("level", "Level must be one of: admin, member")).toEqual({
      code: "oneOf",
      field: "level",
      values: ["admin", "member"],
    });
  });
  it("returns null for other text or another field's message", () => {
    expect(classifyValidationMessage("name", "Team with this name exists")).toBeNull();
    expect(classifyValidationMessage("name", "Email is required")).toBeNull();
  });
  it("recognises what the core schemas produce", () => {
    const result = billingDetailsSchema.safeParse({ invoice_email: "x", country: "", invoice_name: "Acme" });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsFromZod(result.error);
    expect(classifyValidationMessage("invoice_email", errors.invoice_email?.[0] ?? "")?.code).toBe("email");
    expect(classifyValidationMessage("country", errors.country?.[0] ?? "")?.code).toBe("required");
    expect(z.string().safeParse("x").success).toBe(true);
  });
});

describe("field errors", () => {
  it("groups nested keys by field", () => {
    expect(groupFieldErrors({ "emails.0": ["Emails is not valid"], "emails.2": ["Emails is not valid"] })).toEqual({
      emails: ["Emails is not valid"],
    });
  });
  it("reads server bodies", () => {
    expect(fieldErrorsFromBody({ name: ["Name is required"], detail: "x" })).toEqual({ name: ["Name is required"] });
    expect(fieldErrorsFromBody({ name: "Taken" })).toEqual({ name: ["Taken"] });
    expect(fieldErrorsFromBody("text")).toEqual({});
    expect(fieldErrorsFromBody(null)).toEqual({});
  });
});
