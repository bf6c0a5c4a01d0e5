import { describe, expect, it } from "vitest";
import { isStaff } from "./auth-permissions.ts";

describe("who is staff", () => {
  const config = { staffEmails: ["boss@example.com"] };
  it.each([
    ["boss@example.com", true],
    ["Boss@Example.com", true],
    ["someone@example.com", false],
    ["boss@example.com.evil", false],
  ])("%s is staff: %s", (email, staff) => {
    expect(isStaff(config, { email })).toBe(staff);
  });
});
