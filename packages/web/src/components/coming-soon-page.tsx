import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type en from "../i18n/en.json";
import { ComingSoon } from "./coming-soon.tsx";

export type PageKey = keyof typeof en.pages;

/** A route whose page is not built yet: the Coming soon panel, naming the page and what was asked for. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const params = useParams();
  const asked = Object.entries(params)
    .filter(([name, value]) => value && name !== "teamId" && name !== "*")
    .map(([name, value]) => `${name}: ${value}`)
    .join(", ");
  return (
    <ComingSoon page={t(`pages.${page}`)} detail={asked ? t("comingSoon.requested", { params: asked }) : undefined} />
  );
}
