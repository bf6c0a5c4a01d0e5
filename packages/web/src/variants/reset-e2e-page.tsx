import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clearAppStorage } from "../api/browser-storage.ts";
import { useLayout } from "../theme/use-layout.ts";

/** /reset-e2e — no layout: forgets everything this app stored on the device, for a clean test start. */
export function ResetE2ePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  useLayout("none");

  useEffect(() => {
    clearAppStorage();
    queryClient.clear();
    setDone(true);
  }, [queryClient]);

  return (
    <main style={{ padding: 16 }}>
      <p role="status" data-testid="reset-e2e">
        {done ? t("resetE2e.done") : t("common.loading")}
      </p>
      <Link to="/login">{t("resetE2e.toLogin")}</Link>
    </main>
  );
}
