import { Button, Menu } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { LANGUAGES, type Language } from "@xa/core/auth/languages";
import { campaignSummaryContract, type PaperSize } from "@xa/core/campaigns/campaign-summary-contract";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { fileRequest } from "../../api/file-request.ts";
import { notify } from "../../components/notifications-store.ts";
import { downloadBlob } from "../../download/download-blob.ts";

/** Downloads the campaign's summary PDF on the paper chosen, in the interface's language. */
export function SummaryPdfButton({ campaign }: { campaign: number }) {
  const { t, i18n } = useTranslation();
  const language: Language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : "en";
  const download = useMutation({
    mutationFn: (paper: PaperSize) =>
      fileRequest("POST", campaignSummaryContract.campaignSummaryPdf.path, `campaign-${campaign}-summary.pdf`, {
        campaign,
        paper,
        language,
      }),
    meta: { errorHandled: true },
    onSuccess: ({ blob, filename }) => downloadBlob(blob, filename),
    onError: (error) => notify(t("campaigns.summary.failed", { reason: describeError(error, t) }), "error"),
  });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={download.isPending}>
          {t("campaigns.summary.download")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download.mutate("A4")}>{t("campaigns.summary.a4")}</Menu.Item>
        <Menu.Item onClick={() => download.mutate("LETTER")}>{t("campaigns.summary.letter")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
