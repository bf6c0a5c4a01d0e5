import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  formatCompact,
  formatDate,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatShare,
  formatSigned,
} from "./format-values.ts";

export type Formatters = {
  number: (value: number) => string;
  share: (share: number) => string;
  compact: (value: number) => string;
  signed: (value: number) => string;
  date: (iso: string, withTime?: boolean) => string;
  /** money with its symbol; euros when no currency is given */
  money: (value: number, currency?: string | null) => string;
  /** "3 minutes ago", "in 2 days", against the time it is called */
  relative: (iso: string) => string;
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
      money: (value, currency) => formatMoney(value, currency, language),
      relative: (iso) => formatRelativeTime(iso, new Date(), language),
    }),
    [language],
  );
}
