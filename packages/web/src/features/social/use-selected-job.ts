import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * A job picked on the Data page, kept in the URL (`?job=` for an import, `?fetch=` for a fetch
 * from the X API) so a reload or a shared link keeps it; picking one keeps the other's. Keyboard
 * and screen-reader users land on the progress they just asked for (`ref`), not on a plain page load.
 */
export function useSelectedJob(name: "job" | "fetch") {
  const [params, setParams] = useSearchParams();
  const id = params.get(name);
  const ref = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const select = (next: string) => {
    focusNext.current = true;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(name, next);
      return updated;
    });
  };
  useEffect(() => {
    if (!id || !focusNext.current) return;
    focusNext.current = false;
    ref.current?.focus();
  }, [id]);
  return { id, select, ref };
}
