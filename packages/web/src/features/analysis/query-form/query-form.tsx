import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { QueryType } from "@xa/core";
import {
  type AnalysisUrlState,
  normalizeHandle,
  resolveDateRange,
  usesQuery,
} from "@xa/core/analysis/analysis-url-state";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkDateRange, hasDateProblem } from "./date-range-check.ts";
import { KeywordBuilder } from "./keyword-builder.tsx";
import { checkQueryText, type QuerySyntaxProblem } from "./keyword-builder-model.ts";
import { CountryField, DateRangeFields, PostOrderField } from "./query-inputs.tsx";

type Props = {
  initial: AnalysisUrlState;
  /** anchors the default window shown in the date fields */
  now: Date;
  onSubmit: (state: AnalysisUrlState) => void;
};

type Problems = { query?: QuerySyntaxProblem; handle?: string; postId?: string };

/** Labels of the query types, in the order the switch shows them. */
const TYPES: { value: QueryType; label: "handle" | "keyword" | "conversation" | "post" }[] = [
  { value: "handle", label: "handle" },
  { value: "keyword", label: "keyword" },
  { value: "conversation", label: "conversation" },
  { value: "post", label: "post" },
];

/** The analysis query: type, what to analyse, dates, country and post order. Submitting hands the state up. */
export function QueryForm({ initial, now, onSubmit }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const set = (patch: Partial<AnalysisUrlState>) => setDraft((current) => ({ ...current, ...patch }));
  const defaults = resolveDateRange({ ...draft, start: null, end: null }, now);
  const range = resolveDateRange(draft, now);
  // Checked against the clock, not `now`, which stays at the last submit.
  const clock = new Date();
  const today = clock.toISOString().slice(0, 10);
  const dateProblems = checkDateRange(
    (draft.start ?? defaults.start_date).slice(0, 10),
    (draft.end ?? defaults.end_date).slice(0, 10),
    clock,
  );
  const datesValid = !hasDateProblem(dateProblems);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (usesQuery(draft.type)) {
      // Scoped to a community, an empty query reads all of its posts.
      if (!draft.query.trim()) {
        if (!draft.community) found.query = { message: t("validation.required", { field: t("analysis.form.query") }) };
      } else found.query = checkQueryText(draft.query) ?? undefined;
    } else if (draft.type === "handle") {
      if (!draft.handle.trim()) found.handle = t("validation.required", { field: t("analysis.form.handle") });
      else if (!normalizeHandle(draft.handle)) found.handle = t("analysis.form.handleInvalid");
    } else if (!draft.postId.trim()) {
      found.postId = t("validation.required", { field: t("analysis.form.postId") });
    }
    setProblems(found);
    if (found.query || found.handle || found.postId || !datesValid) return;
    onSubmit(draft);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t("analysis.form.title")}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="query-type-label">
            {t("analysis.form.type")}
          </Text>
          <SegmentedControl
            aria-labelledby="query-type-label"
            value={draft.type}
            onChange={(value) => {
              set({ type: value as QueryType });
              setProblems({});
            }}
            data={TYPES.map((type) => ({ value: type.value, label: t(`analysis.types.${type.label}`) }))}
            fullWidth
          />
        </Stack>
        {draft.type === "handle" && (
          <TextInput
            label={t("analysis.form.handle")}
            description={t("analysis.form.handleHint")}
            leftSection="@"
            value={draft.handle}
            onChange={(event) => set({ handle: event.currentTarget.value })}
            error={problems.handle}
            autoComplete="off"
          />
        )}
        {draft.type === "post" && (
          <TextInput
            label={t("analysis.form.postId")}
            description={t("analysis.form.postIdHint")}
            value={draft.postId}
            onChange={(event) => set({ postId: event.currentTarget.value })}
            error={problems.postId}
            autoComplete="off"
          />
        )}
        {usesQuery(draft.type) && (
          <KeywordBuilder
            value={draft.query}
            onChange={(query) => {
              set({ query });
              setProblems((current) => ({ ...current, query: undefined }));
            }}
            submitProblem={problems.query ?? null}
            startDate={range.start_date}
            endDate={range.end_date}
            country={draft.country}
            canCount={datesValid}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateRangeFields
            draft={draft}
            set={set}
            defaults={{ start: defaults.start_date, end: defaults.end_date }}
            problems={dateProblems}
            today={today}
          />
          <CountryField draft={draft} set={set} />
          <PostOrderField draft={draft} set={set} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit">{t("analysis.form.submit")}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
