import { describe, expect, it } from "vitest";
import { normaliseEmail, normaliseHandle, readAudienceList } from "./audience-list.ts";

describe("normaliseHandle", () => {
  it.each([
    ["nike", "nike"],
    ["@Nike", "nike"],
    ["  @adidas_JP ", "adidas_jp"],
    ["https://x.com/Jack", "jack"],
    ["twitter.com/jack/", "jack"],
    ["x_15_characters", "x_15_characters"],
    ["sixteen_chars_xx", null],
    ["no spaces", null],
    ["dash-ed", null],
    ["@", null],
    ["", null],
    ["https://x.com/jack/status/1", null],
  ])("%j → %j", (cell, handle) => {
    expect(normaliseHandle(cell)).toBe(handle);
  });
});

describe("normaliseEmail", () => {
  it.each([
    [" Ann@Example.COM ", "ann@example.com"],
    ["bob@acme.test", "bob@acme.test"],
    ["no-at-sign.example", null],
    ["a@b", null],
    ["two@@example.com", null],
    ["x@y.z\nBcc: z@evil.test", null],
  ])("%j → %j", (cell, email) => {
    expect(normaliseEmail(cell)).toBe(email);
  });
});

describe("readAudienceList", () => {
  it("reads one member a line, skipping blanks, counting invalid lines and repeats", () => {
    const list = readAudienceList("@nike\n\nadidas\r\nNIKE\nnot a handle\n@puma\n", "handles");
    expect(list).toEqual({ members: ["nike", "adidas", "puma"], invalid: 1, duplicates: 1, lines: 5 });
  });

  it("takes a header naming the column, and ignores other columns", () => {
    const csv = 'name,email,notes\n"Ann",ANN@example.com,vip\nBob,bob@example.com,\nCy,,\n';
    expect(readAudienceList(csv, "emails")).toEqual({
      members: ["ann@example.com", "bob@example.com"],
      invalid: 1,
      duplicates: 0,
      lines: 3,
    });
    expect(readAudienceList("screen_name;followers\n@jack;100\nbiz;5", "handles").members).toEqual(["jack", "biz"]);
  });

  it("does not count a header of other words as an invalid line", () => {
    expect(readAudienceList("Accounts to reach\nnike\n", "handles")).toMatchObject({ members: ["nike"], invalid: 0 });
    // a first line that could be a member is one
    expect(readAudienceList("nike\nadidas", "handles").members).toEqual(["nike", "adidas"]);
  });

  it("answers no members for an empty or wholly invalid file", () => {
    expect(readAudienceList("", "handles")).toEqual({ members: [], invalid: 0, duplicates: 0, lines: 0 });
    expect(readAudienceList("email\nnot-an-address\n", "emails")).toMatchObject({ members: [], invalid: 1 });
  });
});
