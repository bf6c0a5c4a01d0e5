import { TOOK_TOO_LONG_MS } from "@xa/core/analysis/section-steps";
import { useEffect, useState } from "react";

/**
 * True once `loading` has stayed true for `timeoutMs` (30 s by default); back to false
 * as soon as loading stops, and the clock starts again on the next load.
 */
export function useTookTooLong(loading: boolean, timeoutMs: number = TOOK_TOO_LONG_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!loading) return;
    const timer = setTimeout(() => setLate(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, timeoutMs]);
  return loading && late;
}
