import { Alert, Anchor, Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useMeQuery } from "../../session/use-me-query.ts";
import { RequestsStaffList, STATUS_COLORS } from "./requests-staff-list.tsx";
import { useRequestStatusQuery } from "./use-requests.ts";

/**
 * `/request-confirmation?token=…`: where the requester follows one request, by the link shown after sending and
 * in every status e-mail. Staff see every kind of request below it.
 */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  const title = t("pages.requestConfirmation");
  usePageTitle(title);
  const format = useFormatters();
  const [params] = useSearchParams();
  const token = params.get("token");
  const query = useRequestStatusQuery(token);
  const me = useMeQuery();

  let body: ReactNode;
  if (token === null)
    body = (
      <EmptyState
        title={t("requests.confirmation.noToken")}
        description={t("requests.confirmation.noTokenBody")}
        action={
          <Anchor component={Link} to="/request-audience">
            {t("requests.confirmation.newRequest")}
          </Anchor>
        }
      />
    );
  else if (query.isPending) body = <LoadingState />;
  else if (query.isError)
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <Alert color="yellow" role="alert">
          {t("requests.confirmation.notFound")}
        </Alert>
      ) : (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      );
  else {
    const r = query.data;
    body = (
      <Paper withBorder p="md" maw={640}>
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>{t("requests.confirmation.kind")}</Table.Th>
              <Table.Td>{t(`requests.kinds.${r.kind}`)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("requests.confirmation.status")}</Table.Th>
              <Table.Td>
                <Badge color={STATUS_COLORS[r.status]} variant="light">
                  {t(`requests.statuses.${r.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
            {r.subject && (
              <Table.Tr>
                <Table.Th>{t("requests.confirmation.subject")}</Table.Th>
                <Table.Td style={{ whiteSpace: "pre-line" }}>{r.subject}</Table.Td>
              </Table.Tr>
            )}
            {r.note && (
              <Table.Tr>
                <Table.Th>{t("requests.confirmation.note")}</Table.Th>
                <Table.Td style={{ whiteSpace: "pre-line" }}>{r.note}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t("requests.confirmation.filed")}</Table.Th>
              <Table.Td>{format.date(r.created_at, true)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("requests.confirmation.updated")}</Table.Th>
              <Table.Td>{format.date(r.updated_at, true)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t("requests.confirmation.intro")}</Text>
      </div>
      {body}
      {me.data?.is_staff && <RequestsStaffList />}
    </Stack>
  );
}
