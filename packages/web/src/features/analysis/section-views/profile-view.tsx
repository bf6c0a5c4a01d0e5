import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { SectionResult } from "@xa/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import { AccountIdentity } from "./account-identity.tsx";
import { profileLink } from "./section-data.ts";

type ProfileSection = Extract<SectionResult, { kind: "profile" }>;

function Stat({ label, value }: { label: string; value: number | null }) {
  const format = useFormatters();
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg">
        {value === null ? "–" : format.compact(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The profile header: identity, bio, counts, location, site and join date. */
export function ProfileView({ result }: { result: ProfileSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const a = result.account;
  const link = profileLink(a.handle);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <AccountIdentity account={a} size="lg" />
        {a.is_demo && (
          <Badge color="gray" variant="outline">
            {t("sectionViews.profile.demo")}
          </Badge>
        )}
      </Group>
      {a.bio && (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {a.bio}
        </Text>
      )}
      <Group gap="xl">
        <Stat label={t("sheets.columns.followers_count")} value={a.followers_count} />
        <Stat label={t("sheets.columns.following_count")} value={a.following_count} />
        <Stat label={t("sectionViews.profile.posts")} value={a.post_count} />
      </Group>
      <Group gap="md" c="dimmed">
        {a.location && <Text size="xs">{a.location}</Text>}
        {a.url && (
          <Anchor href={a.url} target="_blank" rel="noopener noreferrer" size="xs">
            {a.url.replace(/^https?:\/\//, "")}
          </Anchor>
        )}
        {a.created_at && <Text size="xs">{t("sectionViews.profile.joined", { date: format.date(a.created_at) })}</Text>}
        {link && (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
            {t("sectionViews.profile.openOnX")}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
