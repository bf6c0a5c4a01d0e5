import { describe, expect, it } from "vitest";
import { AVATAR_TONES, avatarInitials, avatarTone } from "./avatar.ts";

describe("avatar", () => {
  it("shows at most 2 initials", () => {
    expect(avatarInitials("Ada Lovelace")).toBe("AL");
    expect(avatarInitials("ada king lovelace")).toBe("AK");
    expect(avatarInitials("Ada")).toBe("A");
    expect(avatarInitials("  ")).toBe("");
  });
  it("uses the local part of an e-mail", () => {
    expect(avatarInitials("ada.lovelace@example.com")).toBe("AL");
    expect(avatarInitials("ada@example.com")).toBe("A");
  });
  it("handles non-Latin names", () => {
    expect(avatarInitials("山田 太郎")).toBe("山太");
  });
  it("picks one of 4 tones, stable for the same text", () => {
    expect(AVATAR_TONES).toEqual(["info", "warn", "success", "danger"]);
    expect(avatarTone("Ada")).toBe(avatarTone("Ada"));
    const tones = new Set(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map(avatarTone));
    expect(tones.size).toBeGreaterThan(1);
    for (const tone of tones) expect(AVATAR_TONES).toContain(tone);
  });
});
