import { describe, expect, it } from "vitest";
import { errorMessageFromBody, formSubmitErrorMessage, parseErrorBody } from "./error-message.ts";

describe("errorMessageFromBody", () => {
  it("uses a string as is", () => {
    expect(errorMessageFromBody("Invalid login code")).toBe("Invalid login code");
  });
  it("joins a list by commas", () => {
    expect(errorMessageFromBody(["a", "b"])).toBe("a, b");
  });
  it("uses detail recursively", () => {
    expect(errorMessageFromBody({ detail: "Not found." })).toBe("Not found.");
    expect(errorMessageFromBody({ detail: ["x", "y"] })).toBe("x, y");
  });
  it("uses errors recursively", () => {
    expect(errorMessageFromBody({ errors: { email: ["Email is required"] } })).toBe("Email: Email is required");
  });
  it("labels each field, humanised, joined by new lines", () => {
    expect(errorMessageFromBody({ invoice_email: ["Invoice email is not valid"], name: ["Name is required"] })).toBe(
      "Invoice email: Invoice email is not valid\nName: Name is required",
    );
  });
  it("shows non_field_errors without a label", () => {
    expect(errorMessageFromBody({ non_field_errors: ["Bad pair"], code: "x" })).toBe("Bad pair\nCode: x");
  });
  it("keeps non-JSON bodies as text", () => {
    expect(parseErrorBody("<html>Bad gateway</html>")).toBe("<html>Bad gateway</html>");
    expect(errorMessageFromBody(parseErrorBody("<html>Bad gateway</html>"))).toBe("<html>Bad gateway</html>");
    expect(parseErrorBody('{"detail":"x"}')).toEqual({ detail: "x" });
  });
  it("cuts form submit errors at 300 characters", () => {
    const long = "x".repeat(400);
    expect(formSubmitErrorMessage(long)).toBe(`Failed to submit form: ${"x".repeat(300)}`);
  });
});
