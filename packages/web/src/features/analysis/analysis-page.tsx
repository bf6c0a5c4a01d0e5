import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { SectionName, SectionResult } from "@xa/core";
import {
  type AnalysisUrlState,
  analysisRequestFromState,
  isRunnable,
  serializeAnalysisUrlState,
} from "@xa/core/analysis/analysis-url-state";
import { GLOBAL_COUNTRY } from "@xa/core/analysis/analyze-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/page-states.tsx";
import { revealElement } from "../../components/scroll/reveal.ts";
import { LazyStoreSuggestions } from "../../components/store-suggestions/lazy-store-suggestions.tsx";
import type { SuggestionKind } from "../../components/store-suggestions/store-suggestions.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { hostBrand } from "../../host-brand/host-brand.ts";
import { useOptionalUser } from "../../session/current-user.tsx";
import { analysisDays, analysisSubject } from "./analysis-label.ts";
import type { AnalysisParts } from "./analysis-parts.ts";
import { analysisKeys } from "./analysis-query-keys.ts";
import { CardQuestion } from "./cards/card-question.tsx";
import { SectionGrid } from "./cards/section-grid.tsx";
import { formStart } from "./query-form/form-start.ts";
import { QueryForm } from "./query-form/query-form.tsx";
import { RequestProblem } from "./request-problem.tsx";
import { firstStepMatchedNothing, isRequestProblem, useAnalysisSectionsQuery } from "./use-analysis-sections-query.ts";
import { useAnalysisUrlState } from "./use-analysis-url-state.ts";

// Drawn only when a query matched nothing: kept out of the first card's load.
const NoMatches = lazy(() => import("./no-matches.tsx").then((m) => ({ default: m.NoMatches })));
// Drawn only when the server widened the query, after the first card has loaded.
const AlsoSearched = lazy(() => import("./also-searched.tsx").then((m) => ({ default: m.AlsoSearched })));
// Drawn only for an analysis scoped to a community.
const CommunityScope = lazy(() => import("./community-scope.tsx").then((m) => ({ default: m.CommunityScope })));

/** The link of a view without its expanded card: what decides whether two views are the same analysis. */
const analysisLink = (state: AnalysisUrlState) =>
  new URLSearchParams(serializeAnalysisUrlState({ ...state, expanded: null })).toString();

/**
 * Explore: the query form, then the analysis as cards that load in chained steps, with
 * exports. Team dashboard `/:teamId/explore-x`, pro-targeting `/explore/:name?` and its aliases. The assistant,
 * the targeting package and the exports come in `parts`.
 */
export function AnalysisPage({ parts }: { parts: AnalysisParts }) {
  const { AssistantButton, AskAiPanel, CreatePackageButton, ExportToolbar, ToolSuggestion, downloadCardImage } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.explore"));
  // Signed out (the pro explore page), the store is not asked for suggestions: it would refuse.
  const signedIn = useOptionalUser() !== null;
  const queryClient = useQueryClient();
  const [state, setState] = useAnalysisUrlState();
  // Anchors the default window, which moves with the clock, until the next submit, so the cards' keys stay put.
  const [now, setNow] = useState(() => new Date());
  const link = analysisLink(state);
  // The form starts again from the URL when the view changes from outside (back, a pasted link), but
  // keeps its builder (synonyms, extra keyword) after its own submit.
  const [seenLink, setSeenLink] = useState(link);
  const [ownLink, setOwnLink] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (seenLink !== link) {
    setSeenLink(link);
    if (ownLink !== link) setFormKey((key) => key + 1);
  }
  // A submitted view's window is anchored when its link is in the URL, not before: the URL updates a
  // render later, and a new anchor with the old view would ask the old analysis's sections again.
  const [submitted, setSubmitted] = useState<{ link: string; now: Date } | null>(null);
  if (submitted && submitted.link === link) {
    setSubmitted(null);
    setNow(submitted.now);
  }
  // A new object each render is fine: query keys are compared by value.
  const request = isRunnable(state) ? analysisRequestFromState(state, now) : null;
  const sections = useAnalysisSectionsQuery(request);
  const nodes = useRef(new Map<SectionName, HTMLElement>());
  const nodeRef = useCallback((section: SectionName, node: HTMLElement | null) => {
    if (node) nodes.current.set(section, node);
    else nodes.current.delete(section);
  }, []);

  const submit = (asked: AnalysisUrlState) => {
    // Terms taken out of a query's widening belong to that query.
    const sameQuery = asked.type === state.type && asked.query.trim() === state.query.trim();
    const next = sameQuery ? asked : { ...asked, unwiden: [] };
    const again = analysisLink(next) === link;
    setOwnLink(analysisLink(next));
    setState({ ...next, expanded: null });
    if (!again) {
      setSubmitted({ link: analysisLink(next), now: new Date() });
      return;
    }
    // The same analysis asked again while it loads: the running requests are that run. Once every
    // card has settled it runs again, each section asked once: under new keys when the default
    // window moved with the clock, else by refetching the loaded keys (never both).
    if (!request || sections.some(({ query }) => query.status === "pending")) return;
    const fresh = new Date();
    if (JSON.stringify(analysisRequestFromState(next, fresh)) !== JSON.stringify(request)) setNow(fresh);
    else void queryClient.invalidateQueries({ queryKey: analysisKeys.request(request) });
  };

  // A suggestion from the store runs over the default window, worldwide, where the store has it.
  const pick = (kind: SuggestionKind, term: string) => {
    const anywhere = { ...state, start: null, end: null, country: GLOBAL_COUNTRY, expanded: null, unwiden: [] };
    if (kind === "handle") return submit({ ...anywhere, type: "handle", handle: term });
    const written = kind === "hashtag" ? `#${term}` : term.includes(" ") ? `"${term}"` : term;
    submit({ ...anywhere, type: state.type === "conversation" ? "conversation" : "keyword", query: written });
  };

  const toggleExpand = (section: SectionName) =>
    setState({ ...state, expanded: state.expanded === section ? null : section }, { replace: true });
  // A section the assistant cites opens its card: expanded, then, once drawn so, scrolled to and focused.
  const [reveal, setReveal] = useState<SectionName | null>(null);
  const openSection = (section: SectionName) => {
    setState({ ...state, expanded: section }, { replace: true });
    setReveal(section);
  };
  useEffect(() => {
    if (!reveal || state.expanded !== reveal) return;
    setReveal(null);
    const node = nodes.current.get(reveal);
    if (node) revealElement(node, { block: "start" });
    node?.querySelector<HTMLElement>("button")?.focus({ preventScroll: true });
  }, [reveal, state.expanded]);
  const onPage = (section: SectionName) => sections.some((s) => s.section === section);

  const results: Partial<Record<SectionName, SectionResult>> = {};
  const loaded: { name: SectionName; result: SectionResult }[] = [];
  for (const { section, query } of sections) {
    const result = query.data?.sections[section];
    if (result) {
      results[section] = result;
      loaded.push({ name: section, result });
    }
  }
  const demo = sections.some(({ query }) => query.data?.demo_data);
  // What the server searched besides the query's words: every section's answer says the same.
  const resolved = sections.find(({ query }) => query.data)?.query.data?.resolved;
  const widened = resolved?.widened ?? [];
  const community = resolved?.community ?? null;
  const leaveCommunity = () => setState({ ...state, expanded: null, community: "" });
  const unwiden = (term: string) =>
    setState({ ...state, expanded: null, unwiden: [...new Set([...state.unwiden, term.toLowerCase()])] });
  // One message for a request the server refused, not the same one on every card.
  const problem = sections.find(({ query }) => isRequestProblem(query.error))?.query.error;
  const nothing = request !== null && !problem && firstStepMatchedNothing(request.query_type, sections);
  const subject = request ? analysisSubject(request, community?.name) : "";
  const label = request
    ? `${t(`analysis.types.${request.query_type ?? "conversation"}`)}: ${subject}, ${analysisDays(request)}`
    : "";

  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.explore")}</Title>
      <QueryForm
        key={formKey}
        initial={formStart(state, hostBrand().agencyCountry?.analysisCountry ?? null)}
        now={now}
        onSubmit={submit}
      />
      {request ? (
        <Stack gap="md" component="section" aria-labelledby="analysis-results">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3" id="analysis-results">
              {t("analysis.results.title")}
            </Title>
            <Group gap="xs">
              {demo && (
                <Badge color="orange" variant="light">
                  {t("demoData.badge")}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {/* An analysis that cannot run, or matched nothing, has nothing to ask about or to target. */}
              {!problem && !nothing && (
                <>
                  <AssistantButton
                    request={request}
                    label={label}
                    onOpenSection={openSection}
                    canOpenSection={onPage}
                  />
                  <CreatePackageButton request={request} />
                </>
              )}
            </Group>
          </Group>
          {state.community && (
            <Suspense fallback={null}>
              <CommunityScope id={state.community} name={community?.name ?? null} onRemove={leaveCommunity} />
            </Suspense>
          )}
          {!problem && widened.some((w) => w.terms.length > 0) && (
            <Suspense fallback={null}>
              <AlsoSearched widened={widened} onRemove={unwiden} />
            </Suspense>
          )}
          {problem ? (
            <RequestProblem error={problem} />
          ) : nothing ? (
            <Suspense fallback={null}>
              <NoMatches subject={subject} onPick={pick} />
            </Suspense>
          ) : (
            <>
              {ToolSuggestion && loaded.length > 0 && <ToolSuggestion run={label} resultCount={loaded.length} />}
              <ExportToolbar loaded={loaded} label={subject} cardNode={(section) => nodes.current.get(section)} />
              <SectionGrid
                sections={sections}
                expanded={state.expanded}
                onToggleExpand={toggleExpand}
                label={subject}
                nodeRef={nodeRef}
                downloadCardImage={downloadCardImage}
              />
              <CardQuestion
                Panel={AskAiPanel}
                analysisLabel={label}
                request={request}
                results={results}
                onOpenSection={openSection}
                canOpenSection={onPage}
              />
            </>
          )}
        </Stack>
      ) : (
        <EmptyState
          title={t("analysis.empty.title")}
          description={t("analysis.empty.description")}
          action={signedIn ? <LazyStoreSuggestions onPick={pick} /> : undefined}
        />
      )}
    </Stack>
  );
}
