import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** Why an upload or a download of the materials library is refused, in each interface language. */
const EN = {
  wrongType: "The file's content is not a PDF, PNG, JPEG, PPTX or DOCX, whatever its name says. Nothing was kept.",
  zipNotNamed: "A ZIP-based file is taken only as a .pptx or .docx; {{name}} is neither. Nothing was kept.",
  tooLarge: "The file is larger than {{max}} MB, the limit. Nothing was kept.",
  emptyFile: "The file is empty. Nothing was kept.",
  lengthRequired: "Send the file as the request body with its Content-Length.",
  materialNotFound: "Material not found.",
  staffOnly: "Only staff add or remove materials.",
} as const;

export type MaterialsTextKey = keyof typeof EN;

const JA: Record<MaterialsTextKey, string> = {
  wrongType:
    "ファイルの中身が PDF、PNG、JPEG、PPTX、DOCX のいずれでもありません（名前にかかわらず）。何も保存していません。",
  zipNotNamed:
    "ZIP 形式のファイルは .pptx か .docx のみ受け付けます。{{name}} はどちらでもありません。何も保存していません。",
  tooLarge: "ファイルが上限 {{max}} MB を超えています。何も保存していません。",
  emptyFile: "ファイルが空です。何も保存していません。",
  lengthRequired: "ファイルはリクエスト本文として Content-Length を付けて送ってください。",
  materialNotFound: "資料が見つかりません。",
  staffOnly: "資料の追加と削除はスタッフのみが行えます。",
};

export const MATERIALS_TEXTS: Readonly<Record<Language, Readonly<Record<MaterialsTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

export function materialsText(
  language: Language,
  key: MaterialsTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, MATERIALS_TEXTS[language][key], params);
}
