import { Anchor, List, Stack, Text } from "@mantine/core";
import type { SectionName } from "@xa/core";
import type { AnswerSource } from "@xa/core/assistant/assistant-contract";
import { useTranslation } from "react-i18next";
import { sectionTitleText } from "../../i18n/section-title.ts";

/** Long post texts are cut to this many characters in a source's link. */
const POST_TEXT_CHARS = 80;

const cut = (text: string) => (text.length > POST_TEXT_CHARS ? `${text.slice(0, POST_TEXT_CHARS - 1)}…` : text);

type Props = {
  sources: AnswerSource[];
  /** opens a section's card; without it (or for a section not on the page) a section source is plain text */
  onOpenSection?: (section: SectionName) => void;
  canOpenSection?: (section: SectionName) => boolean;
};

/** What an answer rests on, as links: a section opens its card, a post or an account opens on X. */
export function AnswerSources({ sources, onOpenSection, canOpenSection = () => true }: Props) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <Stack gap={2} data-testid="assistant-sources">
      <Text size="xs" fw={600} c="dimmed">
        {t("assistant.sources.title")}
      </Text>
      <List size="sm" spacing={2}>
        {sources.map((source) => (
          <List.Item key={sourceKey(source)}>
            <SourceLink source={source} onOpenSection={onOpenSection} canOpen={canOpenSection} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function SourceLink({
  source,
  onOpenSection,
  canOpen,
}: {
  source: AnswerSource;
  onOpenSection?: (section: SectionName) => void;
  canOpen: (section: SectionName) => boolean;
}) {
  const { t } = useTranslation();
  if (source.kind === "section") {
    const title = sectionTitleText(source.section);
    const label = t("assistant.sources.section", { title });
    if (!onOpenSection || !canOpen(source.section)) return <Text size="sm">{label}</Text>;
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onOpenSection(source.section)}
        aria-label={t("assistant.sources.openSection", { title })}
      >
        {label}
      </Anchor>
    );
  }
  const label =
    source.kind === "post"
      ? t("assistant.sources.post", { text: cut(source.text) })
      : t("assistant.sources.account", { handle: source.handle });
  const url = source.url;
  if (!url) return <Text size="sm">{label}</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      {label}{" "}
      <Text span size="xs" c="dimmed">
        {t("assistant.sources.external")}
      </Text>
    </Anchor>
  );
}

function sourceKey(source: AnswerSource): string {
  if (source.kind === "section") return `section:${source.section}`;
  if (source.kind === "post") return `post:${source.id}`;
  return `account:${source.handle}`;
}
