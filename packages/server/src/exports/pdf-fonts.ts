import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Noto Sans JP (SIL Open Font License 1.1) covers Latin and Japanese in one face, so a summary in
 * either language is drawn, embedded (as the subset it uses) and extractable as text.
 */
export const PDF_FONTS = {
  regular: require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
} as const;
