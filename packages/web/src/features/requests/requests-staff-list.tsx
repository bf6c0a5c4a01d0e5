import { Badge, Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import {
  type FiledRequest,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestStatus,
} from "@xa/core/requests/requests-contract";
import { nextStatuses } from "@xa/core/requests/requests-permissions";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { useChangeRequest, useRequestsQuery } from "./use-requests.ts";

export const STATUS_COLORS: Record<RequestStatus, string> = {
  new: "blue",
  in_progress: "yellow",
  done: "green",
  declined: "gray",
};
const statusOf = (value: string) => REQUEST_STATUSES.find((s) => s === value);

/** Staff's list of filed requests (of one kind, or all), filtered by status, with the moves each may make. */
export function RequestsStaffList({ kind }: { kind?: RequestKind }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [status, setStatus] = useState<RequestStatus | undefined>(undefined);
  const query = useRequestsQuery({ ...(kind ? { kind } : {}), ...(status ? { status } : {}) }, true);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const total = query.data?.pages[0]?.count ?? 0;
  const [moving, setMoving] = useState<{ request: FiledRequest; to: RequestStatus } | null>(null);
  const [note, setNote] = useState("");
  const change = useChangeRequest();
  const statusLabel = (s: RequestStatus) => t(`requests.statuses.${s}`);

  const confirm = () => {
    if (!moving) return;
    const { request, to } = moving;
    change.mutate(
      { id: request.id, body: { status: to, note } },
      {
        onSuccess: () => notify(t("requests.staff.moved", { id: request.id, status: statusLabel(to) }), "success"),
        onError: (error) => notify(describeError(error, t), "error"),
        onSettled: () => {
          setMoving(null);
          setNote("");
        },
      },
    );
  };

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = <EmptyState title={t("requests.staff.empty")} description={t("requests.staff.emptyBody")} />;
  else
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("requests.staff.count", { count: total })}
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                {!kind && <Table.Th>{t("requests.staff.kind")}</Table.Th>}
                <Table.Th>{t("requests.staff.from")}</Table.Th>
                <Table.Th>{t("requests.staff.about")}</Table.Th>
                <Table.Th>{t("requests.staff.filed")}</Table.Th>
                <Table.Th>{t("requests.staff.status")}</Table.Th>
                <Table.Th>{t("requests.staff.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.id}</Table.Td>
                  {!kind && <Table.Td>{t(`requests.kinds.${r.kind}`)}</Table.Td>}
                  <Table.Td>
                    <Text size="sm">{r.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.email}
                      {r.company ? ` · ${r.company}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={3}>
                      {r.subject}
                    </Text>
                    {r.message && (
                      <Text size="xs" c="dimmed" lineClamp={3}>
                        {r.message}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{format.date(r.created_at, true)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[r.status]} variant="light">
                      {statusLabel(r.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {nextStatuses(r.status).length === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t("requests.staff.final")}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {nextStatuses(r.status).map((to) => (
                          <Button
                            key={to}
                            size="compact-xs"
                            variant="default"
                            onClick={() => setMoving({ request: r, to })}
                          >
                            {t("requests.staff.moveTo", { status: statusLabel(to) })}
                          </Button>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.hasNextPage && (
          <Group>
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("requests.staff.showMore")}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="requests-staff-title">
      <Title order={2} size="h3" id="requests-staff-title">
        {kind ? t("requests.staff.titleKind", { kind: t(`requests.kinds.${kind}`) }) : t("requests.staff.title")}
      </Title>
      <Group>
        <NativeSelect
          label={t("requests.staff.status")}
          value={status ?? ""}
          onChange={(e) => setStatus(statusOf(e.currentTarget.value))}
          data={[
            { value: "", label: t("requests.staff.any") },
            ...REQUEST_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
        />
      </Group>
      {body}
      <Modal
        opened={moving !== null}
        onClose={() => setMoving(null)}
        title={moving ? t("requests.staff.moveTitle", { id: moving.request.id, status: statusLabel(moving.to) }) : ""}
      >
        <Stack gap="sm">
          <Text size="sm">{t("requests.staff.moveBody")}</Text>
          <Textarea
            label={t("requests.staff.noteLabel")}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMoving(null)}>
              {t("requests.staff.cancel")}
            </Button>
            <Button onClick={confirm} loading={change.isPending}>
              {t("requests.staff.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
