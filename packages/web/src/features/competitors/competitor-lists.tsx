import { Anchor, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { Competitor } from "@xa/core/analysis/competitor-analysis";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { CompetitorName } from "./competitor-section.tsx";

const POSTS_SHOWN = 5;

/** Each competitor's most liked posts of the window. */
export function BestPosts({ competitors }: { competitors: readonly Competitor[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <PerCompetitor competitors={competitors}>
      {(c) =>
        c.best_posts.length === 0 ? (
          <Text size="sm">{t("competitors.noPosts")}</Text>
        ) : (
          c.best_posts.slice(0, POSTS_SHOWN).map((p) => (
            <Stack key={p.id} gap={2}>
              <Text size="sm" lineClamp={3}>
                {p.text}
              </Text>
              <Text size="xs" c="dimmed">
                {t("competitors.postFigures", {
                  likes: f.number(p.like_count ?? 0),
                  reposts: f.number(p.repost_count ?? 0),
                  date: p.created_at ? f.date(p.created_at) : "—",
                })}
                {p.url && (
                  <>
                    {" · "}
                    <Anchor href={p.url} target="_blank" rel="noreferrer" size="xs">
                      {t("competitors.openPost")}
                    </Anchor>
                  </>
                )}
              </Text>
            </Stack>
          ))
        )
      }
    </PerCompetitor>
  );
}

/** Per competitor, the accounts only its audience follows, with how many of its followers do. */
export function ExclusiveFollowees({ competitors }: { competitors: readonly Competitor[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <PerCompetitor competitors={competitors}>
      {(c) =>
        c.exclusive_followees.length === 0 ? (
          <Text size="sm">{t("competitors.noExclusive")}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("competitors.account")}</Table.Th>
                <Table.Th ta="right">{t("competitors.audienceFollowers")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.exclusive_followees.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Text size="sm">{a.handle ? `@${a.handle}` : a.id}</Text>
                    {a.name && (
                      <Text size="xs" c="dimmed">
                        {a.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{f.number(a.audience_followers)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </PerCompetitor>
  );
}

/** One column per competitor, headed by its name, drawing what `children` makes of it. */
function PerCompetitor({
  competitors,
  children,
}: {
  competitors: readonly Competitor[];
  children: (competitor: Competitor) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(3, competitors.length) }}>
      {competitors.map((c, i) => (
        <Stack key={c.id} gap="xs">
          <Title order={3} size="h5">
            <CompetitorName competitor={c} index={i} />
          </Title>
          {children(c)}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
