import { describe, expect, it } from "vitest";
import { bigserialIdParam, INT4_MAX, isCanonicalId, serialIdParam } from "./ids.ts";

describe("row ids in paths", () => {
  it("take only canonical decimal strings", () => {
    for (const text of ["1", "16", "2147483647", "9223372036854775807"]) expect(isCanonicalId(text), text).toBe(true);
    for (const text of [
      "0",
      "016",
      "+16",
      "-16",
      " 16",
      "16 ",
      "0x10",
      "1e3",
      "16.0",
      "１６",
      "",
      "9223372036854775808",
      "10000000000000000000",
    ]) {
      expect(isCanonicalId(text), text).toBe(false);
    }
  });

  it("bound serial ids by PostgreSQL's integer and keep bigserial ids as text", () => {
    expect(serialIdParam.safeParse("16")).toEqual({ success: true, data: 16 });
    expect(serialIdParam.safeParse(String(INT4_MAX)).success).toBe(true);
    expect(serialIdParam.safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(serialIdParam.safeParse("0x10").success).toBe(false);
    expect(bigserialIdParam.safeParse("9223372036854775807")).toEqual({ success: true, data: "9223372036854775807" });
    expect(bigserialIdParam.safeParse("1e3").success).toBe(false);
  });
});
