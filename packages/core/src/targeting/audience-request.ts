import { z } from "zod";
import type { Language } from "../auth/languages.ts";
import { bigserialIdParam } from "../contract/ids.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** A user's rating of a generated package and what they say about it. */
export const generationFeedbackBody = z.object({
  generation_id: bigserialIdParam,
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int({ error: "Rating must be a whole number from 1 to 5" })
    .min(1, { error: "Rating must be a whole number from 1 to 5" })
    .max(5, { error: "Rating must be a whole number from 1 to 5" }),
  text: z
    .string({ error: "Text must be text" })
    .trim()
    .max(2000, { error: "Text must be at most 2000 characters" })
    .default(""),
});
export type GenerationFeedbackBody = z.input<typeof generationFeedbackBody>;

export const generationFeedback = z.object({
  id: z.string(),
  generation_id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type GenerationFeedback = z.infer<typeof generationFeedback>;

export const validateEmailBody = z.object({ email: z.string({ error: "E-mail is required" }).max(320) });
export const validateHandleBody = z.object({ handle: z.string({ error: "Handle is required" }).max(100) });

/** Whether a value may be used, and why not (or what was found), in the caller's language. */
export const validationAnswer = z.object({ valid: z.boolean(), detail: z.string() });
export type ValidationAnswer = z.infer<typeof validationAnswer>;

/** An address that looks like one: something, @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The platform's handles: 1 to 15 letters, digits or underscores. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

/** A handle as typed, without spaces or its leading @. */
export const bareHandle = (handle: string) => handle.trim().replace(/^@/, "");

const EN = {
  emailValid: "{{email}} is a valid e-mail address.",
  emailInvalid: "Invalid email address",
  handleInvalid: "@{{handle}} is not a handle: use 1 to 15 letters, digits or underscores.",
  handleFound: "@{{handle}} is in the data store.",
  handleMissing: "No account @{{handle}} in the data store",
  handleOnX: "@{{handle}} is on X, not yet in the data store.",
  handleNotOnX: "No account @{{handle}} in the data store or on X",
  handleSuspended: "@{{handle}} is not in the data store, and X has suspended it",
  handleUnanswered: "No account @{{handle}} in the data store, and X did not answer just now",
} as const;

export type AudienceRequestTextKey = keyof typeof EN;

const JA: Record<AudienceRequestTextKey, string> = {
  emailValid: "{{email}} は有効なメールアドレスです。",
  emailInvalid: "メールアドレスが無効です",
  handleInvalid: "@{{handle}} はハンドルではありません。1〜15文字の英数字またはアンダースコアを使ってください。",
  handleFound: "@{{handle}} はデータストアにあります。",
  handleMissing: "データストアにアカウント @{{handle}} はありません",
  handleOnX: "@{{handle}} は X にあります（データストアにはまだありません）。",
  handleNotOnX: "データストアにも X にもアカウント @{{handle}} はありません",
  handleSuspended: "@{{handle}} はデータストアになく、X で凍結されています",
  handleUnanswered: "データストアにアカウント @{{handle}} はなく、X からも今は応答がありません",
};

const TEXTS: Readonly<Record<Language, Readonly<Record<AudienceRequestTextKey, string>>>> = { en: EN, ja: JA };

/** An audience-request text in `language`, its placeholders filled. */
export function audienceRequestText(
  language: Language,
  key: AudienceRequestTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, TEXTS[language][key], params);
}
