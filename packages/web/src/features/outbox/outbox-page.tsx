import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { OutboxMessageCard } from "./outbox-message-card.tsx";
import { useOutboxQuery } from "./use-outbox-query.ts";

/** /dev/outbox — the e-mails the server "sent" while no SMTP server is configured. */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutboxQuery();
  usePageTitle(t("pages.devOutbox"));
  const unavailable = isApiError(outbox.error) && outbox.error.status === 404;
  // Refused to a client that is not the server's own machine: the server says why, in our language.
  const refused = isApiError(outbox.error) && outbox.error.status === 403 ? outbox.error.message : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("pages.devOutbox")}</Title>
        <Text c="dimmed">{t("outbox.note")}</Text>
      </div>
      {outbox.isPending && <LoadingState />}
      {unavailable && (
        <Alert color="yellow" role="status">
          {t("outbox.unavailable")}
        </Alert>
      )}
      {refused && (
        <Alert color="yellow" role="status">
          {refused}
        </Alert>
      )}
      {outbox.isError && !unavailable && !refused && !outbox.data && (
        <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
      )}
      {outbox.data?.length === 0 && <EmptyState title={t("outbox.emptyTitle")} description={t("outbox.emptyBody")} />}
      {outbox.data && outbox.data.length > 0 && (
        <Stack gap="sm" aria-live="polite">
          {outbox.data.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
