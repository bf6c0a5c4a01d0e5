import { Alert, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCurrentUser } from "../auth/current-user.tsx";
import { ImportJobProgress } from "./import-job-progress.tsx";
import { ImportsTable } from "./imports-table.tsx";
import { StoreStatusSection } from "./store-status-section.tsx";
import { ToolSection } from "./tool-section.tsx";
import { UploadForm } from "./upload-form.tsx";
import { useImportJobQuery } from "./use-import-job-query.ts";
import { XFetchSection } from "./x-fetch-section.tsx";

/** The job whose progress shows; in the URL (`?job=`) so a reload or a shared link keeps it. */
function SelectedJob({ id }: { id: string }) {
  const job = useImportJobQuery(id);
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  if (!job.data) return <LoadingState />;
  return <ImportJobProgress job={job.data} updatedAt={job.dataUpdatedAt} />;
}

function StaffTools() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get("job");
  const progressRef = useRef<HTMLDivElement>(null);
  const focusProgress = useRef(false);
  const select = (id: string) => {
    focusProgress.current = true;
    setParams({ job: id });
  };
  // Keyboard and screen-reader users land on the progress they just asked for (not on a plain page load).
  useEffect(() => {
    if (!jobId || !focusProgress.current) return;
    focusProgress.current = false;
    progressRef.current?.focus();
  }, [jobId]);
  return (
    <>
      <ToolSection id="upload-title" title={t("socialData.upload.title")} intro={t("socialData.upload.intro")}>
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
  usePageTitle(t("socialData.title"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("socialData.title")}</Title>
        <Text c="dimmed">{t("socialData.intro")}</Text>
      </div>
      {!user.is_staff && (
        <Alert color="yellow" title={t("socialData.staffOnly.title")} data-testid="staff-only">
          {t("socialData.staffOnly.body")}
        </Alert>
      )}
      <StoreStatusSection />
      {user.is_staff && <StaffTools />}
    </Stack>
  );
}
