import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { AudienceMeasure } from "@xa/core/targeting/audience-builder";
import { useTranslation } from "react-i18next";
import { AccountName } from "../../components/account-name.tsx";
import { useFormatters } from "../../format/use-formatters.ts";

const regionName = (code: string, language: string) =>
  new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;

/** The most followed accounts of the audience. */
export function AudienceSample({ sample }: { sample: AudienceMeasure["sample"] }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t("audienceBuilder.sample")}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("audienceBuilder.account")}</Table.Th>
              <Table.Th ta="right">{t("audienceBuilder.followers")}</Table.Th>
              <Table.Th>{t("audienceBuilder.country")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <AccountName account={a} />
                </Table.Td>
                <Table.Td ta="right">{a.followers_count === null ? "—" : f.number(a.followers_count)}</Table.Td>
                <Table.Td>{a.country ? regionName(a.country, i18n.language) : t("audienceBuilder.unknown")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

type Trait = AudienceMeasure["countries"][number];

function TraitList({
  title,
  traits,
  label,
  of,
}: {
  title: string;
  traits: Trait[];
  label: (v: string) => string;
  of: number;
}) {
  const f = useFormatters();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {traits.map((trait) => (
          <Group key={trait.value} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{label(trait.value)}</Text>
            <Text size="sm" c="dimmed">
              {f.number(trait.accounts)} · {f.share(of === 0 ? 0 : trait.accounts / of)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** Who the audience is by inferred country, gender and age band, with the method. */
export function AudienceProfile({ measure: m }: { measure: AudienceMeasure }) {
  const { t, i18n } = useTranslation();
  const gender = (v: string) =>
    v === "female" || v === "male" ? t(`audienceBuilder.gender.${v}`) : t("audienceBuilder.gender.unknown");
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TraitList
          title={t("audienceBuilder.countries")}
          traits={m.countries}
          label={(v) => regionName(v, i18n.language)}
          of={m.profiled}
        />
        <TraitList title={t("audienceBuilder.genders")} traits={m.genders} label={gender} of={m.profiled} />
        <TraitList
          title={t("audienceBuilder.ages")}
          traits={m.ages}
          label={(v) => (v === "unknown" ? t("audienceBuilder.unknown") : v)}
          of={m.profiled}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t("audienceBuilder.profileMethod")}
      </Text>
    </Card>
  );
}

/** The interests the audience has more often than the store, each one click from the criteria. */
export function SuggestedInterests({
  suggested,
  onAdd,
  method,
}: {
  suggested: AudienceMeasure["suggested_interests"];
  onAdd: (interest: string) => void;
  method: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb={4}>
        {t("audienceBuilder.suggested")}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {method}
      </Text>
      {suggested.interests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("audienceBuilder.noSuggestions")}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {suggested.interests.map((i) => (
            <Group key={i.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {i.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("audienceBuilder.shareOfAudience", { share: f.share(i.audience_share) })} ·{" "}
                  {t("audienceBuilder.lift", { lift: i.lift })}
                </Text>
              </Stack>
              {i.in_criteria ? (
                <Badge variant="light" color="gray" tt="none">
                  {t("audienceBuilder.added")}
                </Badge>
              ) : (
                <Button size="xs" variant="light" onClick={() => onAdd(i.id)}>
                  {t("audienceBuilder.addInterest", { interest: i.label })}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
