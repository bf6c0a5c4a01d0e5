import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { influencersContract } from "@xa/core/creators/influencers-contract";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";

const LIMIT = 10;

export const findInfluencers = (query: string, days: number) =>
  call(influencersContract.findInfluencers, { query: { query, days, limit: LIMIT } });

/** The topic's influencers (followers × the share of their posts on it); the server words its method in the interface language. */
export function useInfluencersQuery(query: string, days: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["creators", "influencers", query, days, i18n.language],
    queryFn: () => findInfluencers(query, days),
    enabled: query.trim() !== "",
    placeholderData: keepPreviousData,
  });
}

/** The accounts with the most reach on the searched topic, beside the ranked creators. */
export function InfluencersCard({ query, days }: { query: string; days: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const found = useInfluencersQuery(query, days);
  let body: React.ReactNode;
  if (found.isPending) body = <LoadingState />;
  else if (found.isError) body = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  else if (found.data.results.length === 0) body = <EmptyState title={t("creators.influencers.empty")} />;
  else
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("creators.influencers.account")}</Table.Th>
              <Table.Th ta="right">{t("creators.influencers.followers")}</Table.Th>
              <Table.Th ta="right">{t("creators.influencers.share")}</Table.Th>
              <Table.Th ta="right">{t("creators.influencers.influence")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {found.data.results.map((r) => (
              <Table.Tr key={r.id} data-testid="influencer">
                <Table.Td>
                  {r.handle ? (
                    <Anchor href={`https://x.com/${r.handle}`} target="_blank" rel="noreferrer">
                      @{r.handle}
                    </Anchor>
                  ) : (
                    (r.name ?? r.id)
                  )}
                </Table.Td>
                <Table.Td ta="right">{f.number(r.followers_count)}</Table.Td>
                <Table.Td ta="right" title={t("creators.influencers.shareOf", { topical: r.topical, base: r.base })}>
                  {f.share(r.topical_share)}
                </Table.Td>
                <Table.Td ta="right">{f.number(r.influence)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="influencers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="influencers-title">
          {t("creators.influencers.title")}
        </Title>
        {body}
        {found.data && (
          <Text size="xs" c="dimmed">
            {found.data.method}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
