import { Button, type ButtonProps } from "@mantine/core";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useSavedPackageQuery } from "../use-ads-queries.ts";
import { useExtension } from "../use-extension.ts";
import { ApplyDialog } from "./apply-dialog.tsx";

export type ApplyButtonProps = {
  team: string;
  config: { id: number; name: string };
  /** the package as edited on the page; without it, the config's saved package is loaded */
  value?: TargetingPackageWrapper;
  size?: ButtonProps["size"];
};

/** A saved config's package, loaded when the dialog opens from a list that does not hold it (the popup). */
function SavedConfigDialog({ team, config, onClose }: Omit<ApplyButtonProps, "value"> & { onClose: () => void }) {
  const query = useSavedPackageQuery(config.id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { targeting_package, countries } = query.data;
  return <ApplyDialog team={team} config={config} value={{ targeting_package, countries }} onClose={onClose} />;
}

/** "Apply to ad account", and its dialog. */
export function ApplyButton({ team, config, value, size = "sm" }: ApplyButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Says hello to the extension now, so whether it is installed is known by the time the user applies.
  useExtension();
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={t("ads.apply.openFor", { name: config.name })}>
        {t("ads.apply.open")}
      </Button>
      {open &&
        (value ? (
          <ApplyDialog team={team} config={config} value={value} onClose={() => setOpen(false)} />
        ) : (
          <SavedConfigDialog team={team} config={config} onClose={() => setOpen(false)} />
        ))}
    </>
  );
}
