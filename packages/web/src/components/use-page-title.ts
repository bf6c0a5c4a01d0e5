import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { currentVariant } from "../app-variant/current-variant.ts";
import { brandTitle } from "../host-brand/brand-title.ts";

/** Sets the document title: the page name, then the variant's title (with the host's agency). */
export function usePageTitle(page?: string): void {
  const { t, i18n } = useTranslation();
  const variantTitle = brandTitle(t, currentVariant(), i18n.language);
  useEffect(() => {
    document.title = page ? `${page} · ${variantTitle}` : variantTitle;
  }, [page, variantTitle]);
}
