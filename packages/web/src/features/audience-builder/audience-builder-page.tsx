import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@xa/core";
import {
  type AudienceExpression,
  MAX_AUDIENCE_CRITERIA,
  SUGGEST_MIN_ACCOUNTS,
  SUGGEST_MIN_LIFT,
} from "@xa/core/targeting/audience-builder";
import { audienceProblem, criterionValues } from "@xa/core/targeting/audience-builder-rules";
import { audienceBuilderText } from "@xa/core/targeting/audience-builder-texts";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { describeError } from "../../api/describe-error.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useAudienceMeasure } from "./audience-builder-api.ts";
import { AudienceProfile, AudienceSample, SuggestedInterests } from "./audience-results.tsx";
import { emptyCriterion, expressionFromSearch, withInterest } from "./builder-state.ts";
import { CriterionRow } from "./criterion-row.tsx";

/** What the app gives the page: the team it works for, and where its audience becomes a targeting package. */
export type AudienceBuilderParts = {
  TeamGate: ComponentType<{ children: (team: string) => ReactNode }>;
  packageLink: (expression: AudienceExpression) => { to: string; state: unknown };
  /** shown once an audience is counted (the suggestion to build a package from it) */
  AfterResults?: ComponentType<{ run: string; resultCount: number; expression: AudienceExpression }>;
};

/** `/audience-builder` (pro): combine criteria into an audience, counted live from the store. */
export function AudienceBuilderPage({ parts }: { parts: AudienceBuilderParts }) {
  const { t } = useTranslation();
  usePageTitle(t("pages.audienceBuilder"));
  const { TeamGate } = parts;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.audienceBuilder")}</Title>
        <Text c="dimmed">{t("audienceBuilder.intro")}</Text>
      </Stack>
      <TeamGate>{() => <AudienceBuilder packageLink={parts.packageLink} AfterResults={parts.AfterResults} />}</TeamGate>
    </Stack>
  );
}

function AudienceBuilder({ packageLink, AfterResults }: Pick<AudienceBuilderParts, "packageLink" | "AfterResults">) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === "ja" ? "ja" : "en") as Language;
  const f = useFormatters();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [expression, setExpression] = useState(() => expressionFromSearch(search));
  const measure = useAudienceMeasure(expression);

  // The criteria live in the link, so an audience can be shared or come back to.
  const json = JSON.stringify(expression);
  useEffect(() => {
    if (search.get("audience") === json) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("audience", json);
        return next;
      },
      { replace: true },
    );
  }, [json, search, setSearch]);

  const { criteria } = expression;
  const setCriteria = (next: AudienceExpression["criteria"]) => setExpression({ ...expression, criteria: next });
  const problem = audienceProblem(expression);
  const written = criteria.some((c) => criterionValues(c).length > 0);
  const data = measure.data;
  const aligned = data && data.criteria.length === criteria.length ? data : null;

  let results: ReactNode;
  if (problem) {
    results = written ? (
      <Text c="dimmed" role="status">
        {audienceBuilderText(language, problem.key, problem.params)}
      </Text>
    ) : (
      <EmptyState title={t("audienceBuilder.startTitle")} description={t("audienceBuilder.startBody")} />
    );
  } else if (measure.isError && !measure.isFetching) {
    // A criterion the store cannot take (an unknown handle) is said as it is, with no retry to offer.
    results =
      isApiError(measure.error) && measure.error.status === 400 ? (
        <Text c="red" role="alert">
          {describeError(measure.error, t)}
        </Text>
      ) : (
        <ErrorState error={measure.error} onRetry={() => void measure.refetch()} />
      );
  } else if (!data) {
    results = <LoadingState label={t("audienceBuilder.counting")} />;
  } else if (data.size === 0) {
    results = <EmptyState title={t("audienceBuilder.emptyTitle")} description={t("audienceBuilder.emptyBody")} />;
  } else {
    results = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AudienceSample sample={data.sample} />
          <Stack gap="md">
            <AudienceProfile measure={data} />
            <SuggestedInterests
              suggested={data.suggested_interests}
              onAdd={(interest) => setExpression(withInterest(expression, interest))}
              method={t("audienceBuilder.suggestedMethod", {
                accounts: SUGGEST_MIN_ACCOUNTS,
                lift: SUGGEST_MIN_LIFT,
                store: f.number(data.suggested_interests.store_accounts),
              })}
            />
          </Stack>
        </SimpleGrid>
      </Stack>
    );
  }

  const showSize = !problem && data && !(measure.isError && !measure.isFetching);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Text fw={500} size="sm" id="audience-join">
            {t("audienceBuilder.join")}
          </Text>
          <SegmentedControl
            aria-labelledby="audience-join"
            value={expression.join}
            onChange={(join) => setExpression({ ...expression, join: join === "or" ? "or" : "and" })}
            data={[
              { value: "and", label: t("audienceBuilder.joinAnd") },
              { value: "or", label: t("audienceBuilder.joinOr") },
            ]}
          />
        </Group>
        {criteria.map((criterion, i) => (
          <CriterionRow
            // Rows are only added at the end or removed; the index is the row's place.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity beyond its place
            key={i}
            n={i + 1}
            criterion={criterion}
            accounts={aligned?.criteria[i]?.accounts ?? null}
            onChange={(next) => setCriteria(criteria.map((c, j) => (j === i ? next : c)))}
            onRemove={criteria.length > 1 ? () => setCriteria(criteria.filter((_, j) => j !== i)) : null}
          />
        ))}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => setCriteria([...criteria, emptyCriterion("followers_of")])}
            disabled={criteria.length >= MAX_AUDIENCE_CRITERIA}
          >
            {t("audienceBuilder.add")}
          </Button>
          {criteria.length >= MAX_AUDIENCE_CRITERIA && (
            <Text size="sm" c="dimmed">
              {t("audienceBuilder.maxCriteria", { max: MAX_AUDIENCE_CRITERIA })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t("audienceBuilder.method")}
        </Text>
      </Stack>
      <Card withBorder aria-live="polite" aria-busy={measure.isFetching}>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t("audienceBuilder.size")}
            </Text>
            <Text fz={32} fw={700} data-testid="audience-size">
              {showSize ? f.number(data.size) : "—"}
            </Text>
            {showSize && (
              <Text size="xs" c="dimmed">
                {measure.isFetching
                  ? t("audienceBuilder.counting")
                  : `${t("audienceBuilder.sizeOfStore", { profiled: f.number(data.profiled) })} ${t("audienceBuilder.tookMs", { ms: data.took_ms })}`}
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Button
              onClick={() => {
                const link = packageLink(expression);
                void navigate(link.to, { state: link.state });
              }}
              disabled={!showSize || data.size === 0}
            >
              {t("audienceBuilder.makePackage")}
            </Button>
            <Text size="xs" c="dimmed">
              {t("audienceBuilder.makePackageHint")}
            </Text>
          </Stack>
        </Group>
      </Card>
      {AfterResults && showSize && data.size > 0 && !measure.isPlaceholderData && (
        <AfterResults run={json} resultCount={data.size} expression={expression} />
      )}
      {results}
    </Stack>
  );
}
