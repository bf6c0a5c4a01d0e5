import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { Invoice } from "@xa/core/billing/billing-contract";
import { formatMinorUnits } from "@xa/core/billing/plans";
import { taxLabel } from "@xa/core/billing/tax-rates";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { downloadInvoicePdf } from "./billing-api.ts";
import { billingLanguage } from "./plan-texts.ts";
import { useInvoicesQuery } from "./use-billing-queries.ts";

const STATUS_COLOR = { paid: "teal", open: "blue", failed: "red" } as const;

/** The team's invoices, newest first, each with its PDF in the interface language. */
export function InvoicesList({ team }: { team: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const invoices = useInvoicesQuery(team);
  const language = billingLanguage(i18n.language);
  const download = useMutation({
    mutationFn: (invoice: Invoice) => downloadInvoicePdf(invoice, language),
    meta: { errorHandled: true },
    onError: (error) =>
      notify(t("subscriptions.invoices.downloadFailed", { reason: describeError(error, t) }), "error"),
  });
  const period = (invoice: Invoice) =>
    invoice.period_start && invoice.period_end
      ? t("subscriptions.invoices.period", {
          start: format.date(invoice.period_start),
          end: format.date(invoice.period_end),
        })
      : "—";

  let body: ReactNode;
  if (invoices.isPending) body = <LoadingState label={t("subscriptions.invoices.loading")} />;
  else if (invoices.isError) body = <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />;
  else if (invoices.data.length === 0)
    body = <EmptyState title={t("subscriptions.invoices.none")} description={t("subscriptions.invoices.noneBody")} />;
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={t("subscriptions.invoices.title")} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("subscriptions.invoices.number")}</Table.Th>
              <Table.Th>{t("subscriptions.invoices.date")}</Table.Th>
              <Table.Th>{t("subscriptions.invoices.periodColumn")}</Table.Th>
              <Table.Th>{t("subscriptions.invoices.tax")}</Table.Th>
              <Table.Th>{t("subscriptions.invoices.total")}</Table.Th>
              <Table.Th>{t("subscriptions.invoices.status")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("subscriptions.invoices.pdf")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>{format.date(invoice.created_at)}</Table.Td>
                <Table.Td>{period(invoice)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{formatMinorUnits(invoice.tax, invoice.currency, language)}</Text>
                  <Text size="xs" c="dimmed">
                    {taxLabel(language, invoice.tax_rate)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatMinorUnits(invoice.total, invoice.currency, language)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[invoice.status]} variant="light">
                    {t(`subscriptions.invoices.statuses.${invoice.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    loading={download.isPending && download.variables?.id === invoice.id}
                    onClick={() => download.mutate(invoice)}
                    aria-label={t("subscriptions.invoices.downloadLabel", { number: invoice.number })}
                  >
                    {t("subscriptions.invoices.download")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t("subscriptions.invoices.title")}
      </Title>
      {body}
      {invoices.data && invoices.data.length > 0 && (
        <Text size="xs" c="dimmed">
          {t("subscriptions.invoices.count", { count: invoices.data.length })}
        </Text>
      )}
    </Stack>
  );
}
