import { resolveLanguage } from "@xa/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMeQuery } from "../../session/use-me-query.ts";

/** The interface language: the profile's when set, otherwise the browser's. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const me = useMeQuery();
  const language = resolveLanguage(me.data?.language, navigator.language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}
