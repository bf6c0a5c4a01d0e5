import { Accordion, Group, SegmentedControl, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { languageFromBrowser } from "@xa/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordGroupsEditor } from "../../../components/forms/keyword-groups-editor.tsx";
import {
  builderFromText,
  builderToText,
  describeQueryProblem,
  EMPTY_BUILDER,
  type KeywordBuilderModel,
  pruneSynonyms,
  type QuerySyntaxProblem,
  synonymCandidates,
} from "./keyword-builder-model.ts";
import { ExplainCounts } from "./lazy-explain-counts.tsx";
import { LazyKeywordSuggestField } from "./lazy-keyword-suggest-field.tsx";
import { RelatedKeywords } from "./related-keywords.tsx";
import { SynonymsEditor } from "./synonyms-editor.tsx";

type Props = {
  /** the query text (OR-joined groups of AND-joined terms, NOT exclusions), the form's value */
  value: string;
  onChange: (text: string) => void;
  /** a problem found when the form was submitted */
  submitProblem: QuerySyntaxProblem | null;
  startDate?: string;
  endDate?: string;
  country?: string;
  /** false while the form flags the dates: the counts would only repeat the problem */
  canCount?: boolean;
};

/**
 * The keyword builder: groups, exclusions, synonyms and an extra keyword build the query
 * text; the text can also be edited directly and is read back into the builder.
 */
export function KeywordBuilder({
  value,
  onChange,
  submitProblem,
  startDate,
  endDate,
  country,
  canCount = true,
}: Props) {
  const { t, i18n } = useTranslation();
  const language = languageFromBrowser(i18n.language);
  const [model, setModel] = useState<KeywordBuilderModel>(() => builderFromText(value).model ?? EMPTY_BUILDER);
  const [builderProblem, setBuilderProblem] = useState<QuerySyntaxProblem | null>(null);
  const [textProblem, setTextProblem] = useState<QuerySyntaxProblem | null>(() => builderFromText(value).problem);
  // A half-typed query is not an error yet: the message waits for typing to pause.
  const [shownTextProblem] = useDebouncedValue(textProblem, 600);
  const [left, setLeft] = useState(false);

  const editBuilder = (next: KeywordBuilderModel) => {
    const pruned = pruneSynonyms(next);
    setModel(pruned);
    const built = builderToText(pruned);
    setBuilderProblem(built.problem);
    setTextProblem(null);
    if (!built.problem) onChange(built.text);
  };

  const editText = (text: string) => {
    onChange(text);
    setLeft(false);
    const read = builderFromText(text);
    setTextProblem(read.problem);
    if (read.model) {
      setModel(read.model);
      setBuilderProblem(null);
    }
  };

  // A suggested or related term joins the query as one more OR group.
  const addTerm = (term: string) => editText(value.trim() ? `${value.trim()} OR ${term}` : term);

  const problem = submitProblem ?? (textProblem && (left || shownTextProblem) ? textProblem : null);

  return (
    <Stack gap="sm">
      <LazyKeywordSuggestField country={country} onAdd={addTerm} />
      <KeywordGroupsEditor groups={model.groups} onChange={(groups) => editBuilder({ ...model, groups })} />
      <TagsInput
        label={t("analysis.builder.exclusions")}
        description={t("analysis.builder.exclusionsHint")}
        value={model.exclusions}
        onChange={(exclusions) => editBuilder({ ...model, exclusions })}
        splitChars={[","]}
        clearable
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("analysis.builder.extra")}
          description={t("analysis.builder.extraHint")}
          value={model.extra.term}
          onChange={(event) => editBuilder({ ...model, extra: { ...model.extra, term: event.currentTarget.value } })}
        />
        <SegmentedControl
          aria-label={t("analysis.builder.extraType")}
          value={model.extra.type}
          onChange={(type) => editBuilder({ ...model, extra: { ...model.extra, type: type === "or" ? "or" : "and" } })}
          data={[
            { value: "and", label: t("analysis.builder.and") },
            { value: "or", label: t("analysis.builder.orShort") },
          ]}
        />
      </Group>
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="synonyms">
          <Accordion.Control>{t("analysis.builder.synonyms")}</Accordion.Control>
          <Accordion.Panel>
            <SynonymsEditor
              words={synonymCandidates(model)}
              synonyms={model.synonyms}
              onChange={(synonyms) => editBuilder({ ...model, synonyms })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {builderProblem && (
        <Text size="sm" c="red" role="alert">
          {describeQueryProblem(builderProblem, language)}
        </Text>
      )}
      <Textarea
        label={t("analysis.builder.queryText")}
        description={t("analysis.builder.queryTextHint")}
        value={value}
        onChange={(event) => editText(event.currentTarget.value)}
        onBlur={() => setLeft(true)}
        error={problem && describeQueryProblem(problem, language)}
        autosize
        minRows={2}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      {!problem && canCount && (
        <ExplainCounts query={value} startDate={startDate} endDate={endDate} country={country} />
      )}
      {!problem && canCount && (
        <RelatedKeywords query={value} startDate={startDate} endDate={endDate} country={country} onAdd={addTerm} />
      )}
    </Stack>
  );
}
