import { NativeSelect } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { LANGUAGES, type Language, resolveLanguage, type User } from "@xa/core";
import { useTranslation } from "react-i18next";
import { meQueryKey } from "../../../session/session.ts";
import { useUpdateMe } from "./use-update-me.ts";

/** Switches the interface language at once and saves it to the profile; a failed save is only logged. */
export function LanguageSelect({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useUpdateMe();
  const current = resolveLanguage(user.language, navigator.language);

  const change = (language: Language) => {
    // The profile language drives the interface (LanguageSync), so the switch is immediate.
    queryClient.setQueryData<User | null>(meQueryKey, (me) => (me ? { ...me, language } : me));
    mutation.mutate({ language }, { onError: (error) => console.warn("Saving the language failed", error) });
  };

  return (
    <NativeSelect
      label={t("fields.language")}
      description={t("account.languageHelp")}
      value={current}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      onChange={(event) => change(event.currentTarget.value as Language)}
      maw={280}
    />
  );
}
