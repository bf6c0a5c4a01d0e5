import { lazy, Suspense } from "react";
import { LoadingState } from "../../../components/page-states.tsx";
import { withAdsTexts } from "../ads-texts.ts";

const History = lazy(() => withAdsTexts(import("./usage-history.tsx")).then((m) => ({ default: m.UsageHistory })));

/** The audience page's usage history, a chunk of the ads feature fetched with the page. */
export function LazyUsageHistory(props: { team: string; configId: number }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <History {...props} />
    </Suspense>
  );
}
