/** The interface languages a user may choose. */
export const LANGUAGES = ["en", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
