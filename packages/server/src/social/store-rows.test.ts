import { emptyAccount, emptyPost } from "@xa/core/social/records";
import { describe, expect, it } from "vitest";
import { ACCOUNT_UPSERT, accountRow, POST_UPSERT, postRow } from "./store-rows.ts";

describe("store rows", () => {
  // The COPY encoder reads rows whose fields come in column order in one pass, and looks each
  // field up by name otherwise: a row built out of order is written right, only slower.
  it("build posts and accounts with their fields in the tables' column order", () => {
    const post = { ...emptyPost("1", "@amy thanks for the coffee tips"), kind: "reply" as const };
    expect(Object.keys(postRow(post, "x-v2"))).toEqual(Object.keys(POST_UPSERT.columns));
    expect(Object.keys(accountRow(emptyAccount("2"), "x-v2"))).toEqual(Object.keys(ACCOUNT_UPSERT.columns));
  });

  it("write a reply's keywords without the handles it starts with", () => {
    const post = { ...emptyPost("1", "@amy thanks for the coffee tips"), kind: "reply" as const };
    expect(postRow(post, "x-v2")).toMatchObject({ keywords: ["thanks", "coffee", "tips"], mentions: ["amy"] });
  });
});
