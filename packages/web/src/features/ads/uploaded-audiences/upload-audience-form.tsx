import { Alert, Button, FileInput, Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import type { AdAccount } from "@xa/core/ads/ads-contract";
import { UPLOADED_AUDIENCE_KINDS, type UploadedAudienceKind } from "@xa/core/ads/audience-list";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { useUploadAudience } from "./use-uploaded-audiences.ts";

const FIELDS = ["name", "ad_account_id", "kind"] as const;

/**
 * Upload a list as a custom audience: its name, the ad account (those linked for custom audiences), what the file
 * lists and the file itself. The server's refusal (no subscription, no access, a bad file) shows beside the form.
 */
export function UploadAudienceForm({ team, accounts }: { team: string; accounts: AdAccount[] }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [accountId, setAccountId] = useState(accounts[0]?.account_id ?? "");
  const [kind, setKind] = useState<UploadedAudienceKind>("handles");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const upload = useUploadAudience(team);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    if (!file) {
      setProblem(t("adsUploads.form.fileRequired"));
      return;
    }
    upload.mutate(
      { name, ad_account_id: accountId, kind, file },
      {
        onSuccess: (audience) => {
          notify(t("adsUploads.uploaded", { name: audience.name, count: audience.member_count }), "success");
          const skipped = audience.skipped.invalid + audience.skipped.duplicates;
          if (skipped > 0) notify(t("adsUploads.skipped", { count: skipped }), "warn");
          setName("");
          setFile(null);
        },
        onError: (error) => setProblem(form.fromServer(error) ?? null),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t("adsUploads.form.label")} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("adsUploads.form.label")}
        </Title>
        <Group align="flex-start" grow>
          <TextInput
            label={t("adsUploads.form.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={form.errorOf("name")}
            maxLength={200}
          />
          <NativeSelect
            label={t("adsUploads.form.account")}
            value={accountId}
            onChange={(e) => setAccountId(e.currentTarget.value)}
            error={form.errorOf("ad_account_id")}
            data={accounts.map((a) => ({ value: a.account_id, label: `${a.name} (${a.account_id})` }))}
          />
          <NativeSelect
            label={t("adsUploads.form.kind")}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as UploadedAudienceKind)}
            data={UPLOADED_AUDIENCE_KINDS.map((k) => ({ value: k, label: t(`adsUploads.form.kinds.${k}`) }))}
          />
        </Group>
        <FileInput
          label={t("adsUploads.form.file")}
          placeholder={t("adsUploads.form.filePlaceholder")}
          description={t("adsUploads.form.fileHelp")}
          accept=".csv,.txt,text/csv,text/plain"
          value={file}
          onChange={setFile}
          clearable
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t("adsUploads.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
