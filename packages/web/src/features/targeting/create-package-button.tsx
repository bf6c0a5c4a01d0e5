import { Button } from "@mantine/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { creatorState } from "./creator/creator-preset.ts";

/**
 * "Create a targeting package" from an analysis: opens the creator with the analysis as the brief (the team's
 * creator, or the pro variant's /campaigns/new). Small on purpose: it ships with the analysis page.
 */
export function CreatePackageButton({ request }: { request: AnalyzeQueryRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { teamId } = useParams();
  const { sections: _s, share_of_voice: _v, limit: _l, ...analysis } = request;
  const to = teamId ? `/${encodeURIComponent(teamId)}/creator` : "/campaigns/new";
  return (
    <Button variant="light" size="xs" onClick={() => void navigate(to, { state: creatorState({ analysis }) })}>
      {t("targetingEntry.createPackage")}
    </Button>
  );
}
