import { describe, expect, it } from "vitest";
import type { RequestStatus } from "./requests-contract.ts";
import { canFileRequest, canManageRequests, canMoveRequest, type RequestsCaller } from "./requests-permissions.ts";

describe("who may file and work on requests", () => {
  const config = { staffEmails: ["staff@example.com"] };
  it.each<[string, RequestsCaller, boolean, boolean]>([
    ["nobody signed in", null, true, false],
    ["a signed-in user", { email: "ann@example.com" }, true, false],
    ["staff", { email: "staff@example.com" }, true, true],
    ["staff, address in capitals", { email: "Staff@Example.com" }, true, true],
  ])("%s: files %s, manages %s", (_who, caller, files, manages) => {
    expect(canFileRequest(caller)).toBe(files);
    expect(canManageRequests(config, caller)).toBe(manages);
  });
});

describe("how a request's status moves", () => {
  it.each<[RequestStatus, RequestStatus, boolean]>([
    ["new", "in_progress", true],
    ["new", "done", true],
    ["new", "declined", true],
    ["new", "new", false],
    ["in_progress", "done", true],
    ["in_progress", "declined", true],
    ["in_progress", "new", false],
    ["done", "in_progress", false],
    ["done", "declined", false],
    ["declined", "done", false],
  ])("%s to %s: %s", (from, to, allowed) => {
    expect(canMoveRequest(from, to)).toBe(allowed);
  });
});
