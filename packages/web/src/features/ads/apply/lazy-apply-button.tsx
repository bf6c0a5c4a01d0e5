import { lazy, Suspense } from "react";
import { withAdsTexts } from "../ads-texts.ts";
import type { ApplyButtonProps } from "./apply-button.tsx";

// The dialog, its rules and texts are a chunk of their own, fetched with the page that offers it.
const Button = lazy(() => withAdsTexts(import("./apply-button.tsx")).then((m) => ({ default: m.ApplyButton })));

/** "Apply to ad account" for pages outside the ads chunk (the audience's page, the package editor, the popup). */
export function LazyApplyButton(props: ApplyButtonProps) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
