import type { TargetingPackage } from "@xa/core/targeting/targeting-package";
import { useEffect, useState } from "react";
import { type DraftScope, readDraft, removeDraft, writeDraft } from "./package-draft-storage.ts";

const same = (a: TargetingPackage, b: TargetingPackage) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The package being edited, kept as a draft in the browser while it differs from what was saved, and
 * restored from there when the page opens again on the same base (a config's version).
 */
export function usePackageDraft(scope: DraftScope, base: string, saved: TargetingPackage) {
  const [restored] = useState(() => readDraft(scope, base));
  const [value, setValue] = useState<TargetingPackage>(() => restored?.targeting_package ?? saved);
  const [baseline, setBaseline] = useState(saved);
  const [restoredAt, setRestoredAt] = useState<number | null>(restored?.saved_at ?? null);
  const dirty = !same(value, baseline);
  const { user, team, of } = scope;

  useEffect(() => {
    const at = { user, team, of };
    if (dirty) writeDraft(at, base, value, Date.now());
    else removeDraft(at);
  }, [user, team, of, base, value, dirty]);

  return {
    value,
    setValue,
    dirty,
    /** when the draft shown was kept, while the notice says it was restored */
    restoredAt,
    /** back to what was saved, the draft dropped */
    discard: () => {
      setValue(baseline);
      setRestoredAt(null);
    },
    /** the package as it stands was just saved: nothing is left to lose */
    markSaved: () => {
      setBaseline(value);
      setRestoredAt(null);
    },
    dismissNotice: () => setRestoredAt(null),
  };
}
