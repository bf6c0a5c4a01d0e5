import { Button, Group, Text } from "@mantine/core";
import { AUDIENCE_EXPORT_CAP, type AudienceSort } from "@xa/core/premium/audience-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { downloadBlob } from "../../download/download-blob.ts";
import { sheetsWorkbook } from "../../download/sheets-workbook.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import type { AudienceSide } from "./audience-api.ts";
import { readWholeAudience } from "./audience-export.ts";

/**
 * Downloads the whole list as the table searches and sorts it, up to the cap, as one XLSX sheet;
 * exceljs is loaded on the first click.
 */
export function AudienceExportButton({
  side,
  filters,
  disabled,
}: {
  side: AudienceSide;
  filters: { account: string; q: string; sort: AudienceSort };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const save = async () => {
    setSaid(null);
    setProgress({ read: 0, total: 0 });
    try {
      const whole = await readWholeAudience(side, filters, (read, total) => setProgress({ read, total }));
      const c = (key: string) => t(`premium.audience.columns.${key}` as "premium.audience.columns.account");
      const blob = await sheetsWorkbook([
        {
          name: t(`premium.${side}.sheet`),
          columns: [
            "id",
            c("handle"),
            c("name"),
            c("followers"),
            c("following"),
            c("verified"),
            c("country"),
            c("city"),
            c("gender"),
            c("age"),
            c("type"),
            c("job"),
            c("interests"),
            c("followedAt"),
            c("youFollow"),
            c("followsYou"),
          ],
          rows: whole.rows.map((m) => [
            m.id,
            m.handle ?? "",
            m.name ?? "",
            m.followers_count,
            m.following_count,
            m.verified,
            m.country ?? "",
            m.city ?? "",
            m.gender ?? "",
            m.age_band ?? "",
            m.account_type ?? "",
            m.job_group ?? "",
            m.interests.join(", "),
            m.followed_at ? new Date(m.followed_at) : null,
            m.you_follow,
            m.follows_you,
          ]),
          percent: [],
        },
      ]);
      downloadBlob(blob, `${side}-${filters.account}.xlsx`);
      if (whole.capped)
        setSaid(
          t("premium.audience.exportCapped", { cap: f.number(AUDIENCE_EXPORT_CAP), total: f.number(whole.total) }),
        );
    } catch (error) {
      setSaid(t("premium.audience.exportFailed", { problem: describeError(error, t) }));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Group gap="xs" align="center">
      {(progress || said) && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {progress
            ? t("premium.audience.exporting", { read: f.number(progress.read), total: f.number(progress.total) })
            : said}
        </Text>
      )}
      <Button
        variant="default"
        size="sm"
        loading={progress !== null}
        disabled={disabled}
        onClick={() => void save()}
        title={t("premium.audience.exportHint", { cap: f.number(AUDIENCE_EXPORT_CAP) })}
      >
        {t("premium.audience.export")}
      </Button>
    </Group>
  );
}
