import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { currentVariant } from "../app-variant/current-variant.ts";

/** Sets the document title: the page name, then the variant's title. */
export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  const variantTitle = t(`app.title.${currentVariant()}`);
  useEffect(() => {
    document.title = page ? `${page} · ${variantTitle}` : variantTitle;
  }, [page, variantTitle]);
}
