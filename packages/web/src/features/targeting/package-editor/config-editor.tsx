import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { notify } from "../../../components/notifications-store.ts";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useOptionalUser } from "../../../session/current-user.tsx";
import type { PackageEditorParts } from "../targeting-parts.ts";
import { useDownloadTargetingPackage } from "../use-audience-mutations.ts";
import { useAudienceConfigQuery } from "../use-audience-queries.ts";
import { DraftNotice } from "./draft-notice.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { PackageEditor } from "./package-editor.tsx";
import { SaveAudience } from "./save-audience.tsx";
import { usePackageDraft } from "./use-package-draft.ts";

type Props = { teamSlug: string; parts: PackageEditorParts };

function Loaded({ config, teamSlug, parts }: Props & { config: AudienceConfig }) {
  const { ApplyButton, UsageHistory } = parts;
  const { t } = useTranslation();
  const f = useFormatters();
  const download = useDownloadTargetingPackage();
  const user = useOptionalUser();
  // Edits of one version of this config, kept per user and team; a newer version starts afresh.
  const draft = usePackageDraft(
    { user: user?.id ?? 0, team: teamSlug, of: `config:${config.id}` },
    String(config.version),
    config.targeting_package,
  );
  const value: TargetingPackageWrapper = { targeting_package: draft.value, countries: config.countries };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{config.name}</Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light" color={config.type === "exclusion" ? "orange" : "blue"}>
              {t(`targeting.audiences.types.${config.type}`)}
            </Badge>
            <Badge variant="light" color={config.status === "targetable" ? "green" : "gray"}>
              {t(`targeting.audiences.status.${config.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t("targeting.editor.savedSize", { size: f.number(config.size), version: config.version })}
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          {/* Applying needs the team's ad accounts: a config shared from outside the team is only read here. */}
          {config.access === "member" && (
            <ApplyButton team={teamSlug} config={{ id: config.id, name: config.name }} value={value} />
          )}
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(config.id, { onError: (error) => notify(describeError(error, t), "error") })}
          >
            {t("targeting.audiences.download")}
          </Button>
        </Group>
      </Group>
      {config.can_edit && <LeaveGuard when={draft.dirty} />}
      {draft.restoredAt !== null && (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} onDismiss={draft.dismissNotice} />
      )}
      <Card withBorder padding="md">
        <PackageEditor value={draft.value} countries={config.countries} onChange={draft.setValue} />
      </Card>
      {config.can_edit ? (
        <Card withBorder padding="md">
          <SaveAudience
            team={teamSlug}
            value={value}
            existing={config}
            onSaved={(saved) => {
              draft.markSaved();
              notify(t("targeting.save.saved", { name: saved.name }), "success");
            }}
          />
        </Card>
      ) : (
        <Text c="dimmed">{t("targeting.editor.readOnly")}</Text>
      )}
      {config.access === "member" && (
        <Card withBorder padding="md">
          <UsageHistory team={teamSlug} configId={config.id} />
        </Card>
      )}
    </Stack>
  );
}

/**
 * A saved audience opened in the package editor: change it and save it over its version, or download it; apply it
 * and see where it was applied through `parts`.
 */
export function ConfigEditor({ id, teamSlug, parts }: Props & { id: number }) {
  const query = useAudienceConfigQuery(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // A save answers the new version: the editor starts again from it.
  return <Loaded key={query.data.version} config={query.data} teamSlug={teamSlug} parts={parts} />;
}
