import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { SectionName } from "@xa/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { useCaptureScheme } from "../../../capture/capture-scheme-store.ts";
import { EXPORT_SKIP_ATTRIBUTE } from "../../../capture/export-skip.ts";
import { ChartSchemeContext } from "../../../components/charts/chart-scheme.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { sectionTitleText } from "../../../i18n/section-title.ts";
import { AskAiIcon, CollapseIcon, ExpandIcon, ImageDownloadIcon } from "../analysis-icons.tsx";
import { useAnalysisPageStore } from "../analysis-page-store.ts";
import type { AnalysisParts } from "../analysis-parts.ts";
import type { SectionQuery } from "../use-analysis-sections-query.ts";
import { SectionCardBody } from "./section-card-body.tsx";

type Props = {
  state: SectionQuery;
  expanded: boolean;
  onToggleExpand: () => void;
  /** words for file names: the query, handle or post */
  label: string;
  /** the card's element, for the image download of all cards */
  nodeRef: (section: SectionName, node: HTMLElement | null) => void;
  downloadCardImage: AnalysisParts["downloadCardImage"];
};

/** One section as a card: title, description, its own states, expand, image download, ask the AI. */
export function SectionCard({ state, expanded, onToggleExpand, label, nodeRef, downloadCardImage }: Props) {
  const { t } = useTranslation();
  const name = state.section;
  const openAsk = useAnalysisPageStore((s) => s.openAsk);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [capturing, setCapturing] = useState(false);
  const captureScheme = useCaptureScheme(node);
  const title = sectionTitleText(name);
  const loaded = state.query.data?.sections[name] !== undefined;

  const downloadImage = async () => {
    if (!node) return;
    setCapturing(true);
    try {
      await downloadCardImage(node, label, name);
    } catch (error) {
      notify(t("errors.exportFailed", { message: describeError(error, t) }), "error");
    } finally {
      setCapturing(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`card-${name}`}
      data-testid={`section-card-${name}`}
      data-expanded={expanded || undefined}
      style={{ gridColumn: expanded ? "1 / -1" : undefined, minWidth: 0 }}
      ref={(element: HTMLElement | null) => {
        setNode(element);
        nodeRef(name, element);
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} size="h4" id={`card-${name}`}>
                {title}
              </Title>
              {state.query.data?.demo_data && (
                <Badge color="orange" variant="light" size="sm">
                  {t("demoData.badge")}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`sections.${name}.description`)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap" {...{ [EXPORT_SKIP_ATTRIBUTE]: "" }}>
            <CardAction
              label={expanded ? t("analysis.card.collapse", { title }) : t("analysis.card.expand", { title })}
              onClick={onToggleExpand}
              pressed={expanded}
            >
              {expanded ? <CollapseIcon /> : <ExpandIcon />}
            </CardAction>
            <CardAction
              label={t("analysis.card.downloadImage", { title })}
              onClick={() => void downloadImage()}
              loading={capturing}
              disabled={!loaded}
            >
              <ImageDownloadIcon />
            </CardAction>
            <CardAction label={t("analysis.card.askAi", { title })} onClick={() => openAsk(name)}>
              <AskAiIcon />
            </CardAction>
          </Group>
        </Group>
        <ChartSchemeContext.Provider value={captureScheme}>
          <SectionCardBody name={name} state={state} />
        </ChartSchemeContext.Provider>
        {expanded && (
          <Text size="xs" c="dimmed" ta="right">
            {t("analysis.card.poweredBy")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** An icon button named by its tooltip text, so screen readers hear the same words sighted users read. */
function CardAction({
  label,
  onClick,
  pressed,
  loading,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        loading={loading}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
