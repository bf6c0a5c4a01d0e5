import type { Language } from "../auth/languages.ts";

/** Why invites were refused, in each interface language: part of the API's error texts. */
const EN = {
  "invite.tooManyFromUser":
    "Too many invites: you can send {{max}} in 24 hours across all your teams and have {{left}} left. Invite fewer people or try again in {{hours}} h.",
  "invite.tooManyToAddress":
    "{{email}} cannot be invited again now: an address gets at most {{max}} invites in 24 hours. Remove it from the list or try again in {{hours}} h.",
} as const;

export type InviteTextKey = keyof typeof EN;

const JA: Record<InviteTextKey, string> = {
  "invite.tooManyFromUser":
    "招待が多すぎます。送れる招待はすべてのチームを合わせて 24 時間で {{max}} 件までで、残りは {{left}} 件です。人数を減らすか、{{hours}} 時間後にもう一度お試しください。",
  "invite.tooManyToAddress":
    "{{email}} は今は招待できません。1 つのアドレスが受け取れる招待は 24 時間で {{max}} 件までです。一覧から外すか、{{hours}} 時間後にもう一度お試しください。",
};

export const INVITE_TEXTS: Readonly<Record<Language, Readonly<Record<InviteTextKey, string>>>> = { en: EN, ja: JA };
