import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** What the pixel calls say, in each interface language. */
const EN = {
  sandboxOnly: "Only a sandbox ad account's pixel is set here; on X, install the tag in X Ads.",
} as const;

export type PixelTextKey = keyof typeof EN;

const JA: Record<PixelTextKey, string> = {
  sandboxOnly:
    "ここで設定できるのはサンドボックス広告アカウントのピクセルのみです。X では X 広告でタグを設置してください。",
};

export function pixelText(language: Language, key: PixelTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(language, (language === "ja" ? JA : EN)[key], params);
}
