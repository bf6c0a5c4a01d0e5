import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { priceText } from "./plan-texts.ts";
import { useSettleLocalCheckout } from "./use-billing-mutations.ts";
import { useLocalCheckoutQuery } from "./use-billing-queries.ts";
import { useGoTo } from "./use-go-to.ts";

/**
 * /billing/local-checkout/:session — local billing's checkout, where Stripe Checkout would be: labelled
 * as test billing, it shows what is bought and for which team; paying or declining sends the events a
 * real payment would, then returns to the page the checkout came from.
 */
export function LocalCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { session = "" } = useParams();
  const checkout = useLocalCheckoutQuery(session);
  const settle = useSettleLocalCheckout(session);
  const goTo = useGoTo();
  usePageTitle(t("subscriptions.checkout.title"));

  const heading = (
    <Group gap="sm">
      <Title order={1}>{t("subscriptions.checkout.title")}</Title>
      <Badge color="grape" size="lg">
        {t("subscriptions.testBilling.badge")}
      </Badge>
    </Group>
  );
  if (checkout.isPending) return <LoadingState label={t("subscriptions.checkout.loading")} />;
  if (checkout.isError)
    return (
      <Stack>
        {heading}
        <ErrorState error={checkout.error} onRetry={() => void checkout.refetch()} />
      </Stack>
    );
  const c = checkout.data;
  const price = priceText(t, c.amount, c.currency, c.plan.interval, i18n.language);
  return (
    <Stack gap="lg">
      {heading}
      <Alert color="grape" role="note" title={t("subscriptions.testBilling.title")}>
        {t("subscriptions.checkout.testBody")}
      </Alert>
      <Paper withBorder p="lg" radius="md">
        <Table variant="vertical" withRowBorders={false} aria-label={t("subscriptions.checkout.summary")}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>{t("subscriptions.checkout.team")}</Table.Th>
              <Table.Td>{c.team.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("subscriptions.checkout.plan")}</Table.Th>
              <Table.Td>{c.plan.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("subscriptions.checkout.price")}</Table.Th>
              <Table.Td data-testid="checkout-price">{price}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("subscriptions.checkout.includes")}</Table.Th>
              <Table.Td>
                <List size="sm">
                  {c.plan.features.map((feature) => (
                    <List.Item key={feature}>{t(`subscriptions.features.${feature}`)}</List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      {c.status === "open" ? (
        <Group>
          <Button
            loading={settle.isPending && settle.variables === true}
            disabled={settle.isPending}
            onClick={() => settle.mutate(true)}
          >
            {t("subscriptions.checkout.pay", { price })}
          </Button>
          <Button
            variant="default"
            loading={settle.isPending && settle.variables === false}
            disabled={settle.isPending}
            onClick={() => settle.mutate(false)}
          >
            {t("subscriptions.checkout.decline")}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text role="status">{t(`subscriptions.checkout.ended.${c.status}`)}</Text>
          <Button variant="default" onClick={() => goTo(c.status === "complete" ? c.success_url : c.cancel_url)}>
            {t("subscriptions.checkout.back")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
