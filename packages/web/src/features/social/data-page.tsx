import { Alert, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCurrentUser } from "../../session/current-user.tsx";
import { ImportJobProgress } from "./import-job-progress.tsx";
import { ImportsTable } from "./imports-table.tsx";
import { StoreStatusSection } from "./store-status-section.tsx";
import { ToolSection } from "./tool-section.tsx";
import { UploadForm } from "./upload-form.tsx";
import { useCancelImport, useImportJobQuery } from "./use-import-job-query.ts";
import { useJobsRunning } from "./use-jobs-running.ts";
import { useSelectedJob } from "./use-selected-job.ts";
import { XFetchSection } from "./x-fetch-section.tsx";

/** The import whose progress shows (see useSelectedJob). */
function SelectedJob({ id }: { id: string }) {
  const job = useImportJobQuery(id);
  const cancel = useCancelImport();
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  if (!job.data) return <LoadingState />;
  return <ImportJobProgress job={job.data} updatedAt={job.dataUpdatedAt} cancel={cancel} />;
}

function StaffTools() {
  const { t } = useTranslation();
  const { id: jobId, select, ref: progressRef } = useSelectedJob("job");
  return (
    <>
      <ToolSection id="upload-title" title={t("social.upload.title")} intro={t("social.upload.intro")}>
        <UploadForm onUploaded={(job) => select(job.id)} />
      </ToolSection>
      {jobId && (
        <div ref={progressRef} tabIndex={-1} style={{ outline: "none" }}>
          <SelectedJob key={jobId} id={jobId} />
        </div>
      )}
      <ImportsTable selectedId={jobId} onSelect={select} />
      <XFetchSection />
    </>
  );
}

/** /:teamId/data — what the social store holds; staff also upload files and follow their imports. */
export function DataPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const jobsRunning = useJobsRunning(user.is_staff);
  usePageTitle(t("social.title"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("social.title")}</Title>
        <Text c="dimmed">{t("social.intro")}</Text>
      </div>
      {!user.is_staff && (
        <Alert color="yellow" title={t("social.staffOnly.title")} data-testid="staff-only">
          {t("social.staffOnly.body")}
        </Alert>
      )}
      <StoreStatusSection jobsRunning={jobsRunning} />
      {user.is_staff && <StaffTools />}
    </Stack>
  );
}
