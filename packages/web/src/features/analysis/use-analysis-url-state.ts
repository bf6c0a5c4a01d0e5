import {
  type AnalysisUrlState,
  parseAnalysisUrlState,
  serializeAnalysisUrlState,
} from "@xa/core/analysis/analysis-url-state";
import { useCallback, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";

/**
 * The analysis view as the URL holds it (core's one schema), and a setter that writes a whole state
 * back. `/explore/:name?` may preselect a type or a handle (see `presetFromPathName`).
 */
export function useAnalysisUrlState() {
  const [params, setParams] = useSearchParams();
  const { name } = useParams();
  const state = useMemo(() => parseAnalysisUrlState(params, name), [params, name]);
  const setState = useCallback(
    (next: AnalysisUrlState, options?: { replace?: boolean }) =>
      setParams(serializeAnalysisUrlState(next), { replace: options?.replace ?? false }),
    [setParams],
  );
  return [state, setState] as const;
}
