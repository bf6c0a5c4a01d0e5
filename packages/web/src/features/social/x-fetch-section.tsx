import { Alert, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { CancelJob } from "./cancel-job.tsx";
import { useDescribeXFetch } from "./describe-x-fetch.ts";
import { formatCount, formatDateTime } from "./format.ts";
import { ImportStatusBadge } from "./import-status-badge.tsx";
import { JobErrorAlert } from "./job-error-alert.tsx";
import { ToolSection } from "./tool-section.tsx";
import { useSelectedJob } from "./use-selected-job.ts";
import { useStoreStatusQuery } from "./use-store-status-query.ts";
import { useCancelXFetch, useXFetchJobQuery } from "./use-x-fetch.ts";
import { XFetchForm } from "./x-fetch-form.tsx";
import { xFetchView } from "./x-fetch-progress.ts";
import { XFetchesTable } from "./x-fetches-table.tsx";

/** The fetch just started or picked from the list: what it asked for and where it stands, polled until it ends. */
function XFetchJobStatus({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const describe = useDescribeXFetch();
  const job = useXFetchJobQuery(id);
  const cancel = useCancelXFetch();
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  if (!job.data) return <LoadingState />;
  const view = xFetchView(job.data);
  const n = (value: number) => formatCount(value, i18n.language);
  const text = {
    queued: job.data.error ? t("social.xFetch.queuedRetry") : t("social.xFetch.queued"),
    fetching: t("social.xFetch.fetching", { pages: n(view.pages) }),
    waiting: view.resumesAt
      ? t("social.xFetch.waitingUntil", { time: formatDateTime(view.resumesAt, i18n.language) })
      : t("social.xFetch.waiting"),
    stopping: t("social.xFetch.stopping"),
    done: t("social.xFetch.done", { pages: n(view.pages), imported: n(view.imported), updated: n(view.updated) }),
    failed: t("social.xFetch.jobFailed"),
    cancelled:
      view.pages === 0
        ? t("social.xFetch.cancelledEmpty")
        : t("social.xFetch.cancelled", {
            pages: n(view.pages),
            imported: n(view.imported),
            updated: n(view.updated),
          }),
  }[view.stage];
  return (
    <Stack gap="xs" data-testid="x-fetch-job">
      <Text fw={600} data-testid="x-fetch-subject">
        {describe(job.data.request)}
      </Text>
      <Group gap="sm">
        <ImportStatusBadge
          status={job.data.status}
          error={job.data.error}
          cancelRequested={job.data.cancel_requested}
        />
        <Text size="sm" role="status" aria-live="polite" data-testid="x-fetch-stage">
          {text}
        </Text>
      </Group>
      <JobErrorAlert status={job.data.status} error={job.data.error} />
      {["queued", "fetching", "waiting"].includes(view.stage) && (
        <CancelJob kind="fetch" jobId={job.data.id} cancel={cancel} />
      )}
    </Stack>
  );
}

/** Staff fetch from the live X API into the store, when the server has a bearer token, and follow past fetches. */
export function XFetchSection() {
  const { t } = useTranslation();
  const store = useStoreStatusQuery();
  const { id: jobId, select, ref } = useSelectedJob("fetch");
  const connected = store.data?.x_connector === true;
  return (
    <ToolSection id="x-fetch-title" title={t("social.xFetch.title")} intro={t("social.xFetch.intro")}>
      {store.data && !connected && (
        <Alert color="gray" data-testid="x-connector-off">
          {t("social.xFetch.off")}
        </Alert>
      )}
      <XFetchForm disabled={!connected} onStarted={(job) => select(job.id)} />
      {jobId && (
        <div ref={ref} tabIndex={-1} style={{ outline: "none" }}>
          <XFetchJobStatus key={jobId} id={jobId} />
        </div>
      )}
      <XFetchesTable selectedId={jobId} onSelect={select} />
    </ToolSection>
  );
}
