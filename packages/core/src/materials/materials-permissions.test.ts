import { describe, expect, it } from "vitest";
import { canManageMaterials, canReadMaterials, type MaterialsCaller } from "./materials-permissions.ts";

describe("who may use the materials library", () => {
  const config = { staffEmails: ["staff@example.com"] };
  it.each<[string, MaterialsCaller, boolean, boolean]>([
    ["nobody signed in", null, false, false],
    ["a signed-in user", { email: "ann@example.com" }, true, false],
    ["staff", { email: "staff@example.com" }, true, true],
    ["staff, address in capitals", { email: "Staff@Example.com" }, true, true],
  ])("%s: reads %s, manages %s", (_who, caller, reads, manages) => {
    expect(canReadMaterials(caller)).toBe(reads);
    expect(canManageMaterials(config, caller)).toBe(manages);
  });
});
