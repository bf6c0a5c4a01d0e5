import { TextInput } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

// The autocomplete loads just after the form draws, so it does not weigh on the first card's load.
const KeywordSuggestField = lazy(() =>
  import("./keyword-suggest-field.tsx").then((module) => ({ default: module.KeywordSuggestField })),
);

/** The keyword suggestion field; until its code arrives, the same field without suggestions, disabled. */
export function LazyKeywordSuggestField(props: ComponentProps<typeof KeywordSuggestField>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={<TextInput label={t("analysis.suggest.label")} description={t("analysis.suggest.hint")} disabled />}
    >
      <KeywordSuggestField {...props} />
    </Suspense>
  );
}
