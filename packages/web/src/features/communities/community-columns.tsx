import { Anchor, Badge, Group, Text } from "@mantine/core";
import type { CommunitySummary } from "@xa/core/communities/community-entities";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import type { Formatters } from "../../format/use-formatters.ts";

const count = (f: Formatters, value: number | null) => (value === null ? "—" : f.number(value));

/** The communities table's columns: X's member count beside what the store holds of their posts. */
export function communityColumns(t: TFunction, f: Formatters): DataColumn<CommunitySummary>[] {
  /** A right-aligned count, its meaning in the header's tooltip. */
  const countColumn = (
    id: "members" | "posts" | "authors",
    value: (c: CommunitySummary) => number | null,
  ): DataColumn<CommunitySummary> => ({
    id,
    header: t(`communities.columns.${id}`),
    description: t(`communities.columns.${id}Hint`),
    value,
    cell: (c) => count(f, value(c)),
    align: "right",
  });
  return [
    {
      id: "name",
      header: t("communities.columns.name"),
      value: (c) => c.name ?? c.id,
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={c.id} fw={500}>
            {c.name ?? c.id}
          </Anchor>
          {c.access === "Closed" && (
            <Badge size="xs" variant="light" color="gray">
              {t("communities.closed")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: "description",
      header: t("communities.columns.description"),
      value: (c) => c.description,
      cell: (c) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {c.description ?? ""}
        </Text>
      ),
      sortable: false,
    },
    countColumn("members", (c) => c.member_count),
    countColumn("posts", (c) => c.posts),
    countColumn("authors", (c) => c.authors),
    {
      id: "last",
      header: t("communities.columns.lastPost"),
      value: (c) => c.last_post_at,
      cell: (c) => (c.last_post_at ? f.date(c.last_post_at) : "—"),
    },
  ];
}
