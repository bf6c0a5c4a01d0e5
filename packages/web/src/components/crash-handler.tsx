import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CrashReport } from "./crash-gate.ts";
import { reportAppCrash, useCrashStore } from "./crash-store.ts";

// The dialog (and Mantine's Modal) loads on the first crash, not with every page. When it cannot load, a newer
// build has replaced this one, and the browser's own alert says what failed.
type DialogProps = { report: CrashReport | null; onDismiss: () => void };
const CrashDialog = lazy(
  (): Promise<{ default: ComponentType<DialogProps> }> =>
    import("./crash-dialog.tsx").then(
      (module) => ({ default: module.CrashDialog }),
      () => ({ default: CrashAlert }),
    ),
);

function CrashAlert({ report, onDismiss }: DialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!report) return;
    window.alert(`${t("crash.title")}\n\n${t("crash.body")}\n\n${report.message}`);
    onDismiss();
  }, [report, onDismiss, t]);
  return null;
}

/** Catches uncaught errors and unhandled rejections and shows them in a dialog that can reload. */
export function CrashHandler() {
  const current = useCrashStore((state) => state.current);
  const dismiss = useCrashStore((state) => state.dismiss);
  // Once drawn the dialog stays mounted, so it closes with its animation.
  const [wanted, setWanted] = useState(false);
  if (current && !wanted) setWanted(true);

  useEffect(() => {
    const onError = (event: ErrorEvent) => reportAppCrash(event.error ?? event.message, "error");
    const onRejection = (event: PromiseRejectionEvent) => reportAppCrash(event.reason, "unhandledrejection");
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CrashDialog report={current} onDismiss={dismiss} />
    </Suspense>
  );
}
