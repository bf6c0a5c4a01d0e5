/** The avatar picks one of these tones by a hash of its text. */
export const AVATAR_TONES = ["info", "warn", "success", "danger"] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** At most 2 initials: first letters of the first two words; an e-mail uses its local part. */
export function avatarInitials(text: string): string {
  const base = text.includes("@") ? (text.split("@")[0] ?? "") : text;
  const words = base.split(/[\s._\-+]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}

/** A small stable string hash (djb2), non-negative. */
export function hashText(text: string): number {
  let hash = 5381;
  for (const char of text) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function avatarTone(text: string): AvatarTone {
  return AVATAR_TONES[hashText(text) % AVATAR_TONES.length] ?? "info";
}
