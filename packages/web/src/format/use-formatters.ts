import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatCompact, formatDate, formatNumber, formatShare, formatSigned } from "./format-values.ts";

export type Formatters = {
  number: (value: number) => string;
  share: (share: number) => string;
  compact: (value: number) => string;
  signed: (value: number) => string;
  date: (iso: string, withTime?: boolean) => string;
};

/** The formatters bound to the UI language; stable while it stays, so chart options are not rebuilt needlessly. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, language),
      share: (share) => formatShare(share, language),
      compact: (value) => formatCompact(value, language),
      signed: (value) => formatSigned(value, language),
      date: (iso, withTime) => formatDate(iso, language, withTime),
    }),
    [language],
  );
}
