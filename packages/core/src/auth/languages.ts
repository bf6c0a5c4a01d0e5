/** The interface languages a user may choose (spec §1). */
export const LANGUAGES = ["en", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
