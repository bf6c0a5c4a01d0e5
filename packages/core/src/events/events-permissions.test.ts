import { describe, expect, it } from "vitest";
import {
  canReadAppEvents,
  canReadClientErrors,
  canRecordAppEvents,
  canRecordClientErrors,
} from "./events-permissions.ts";

describe("who records and reads the app's events", () => {
  const config = { staffEmails: ["staff@example.com"] };
  it.each<[string, { email: string } | null, boolean, boolean]>([
    ["nobody signed in", null, true, false],
    ["a user", { email: "ann@example.com" }, true, false],
    ["staff, in any case", { email: "Staff@Example.com" }, true, true],
  ])("%s: records %s, reads %s", (_who, caller, records, reads) => {
    expect(canRecordAppEvents(caller)).toBe(records);
    expect(canReadAppEvents(config, caller)).toBe(reads);
    expect(canRecordClientErrors(caller)).toBe(records);
    expect(canReadClientErrors(config, caller)).toBe(reads);
  });
});
