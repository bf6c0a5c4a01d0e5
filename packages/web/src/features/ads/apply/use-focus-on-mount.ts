import { useEffect, useRef } from "react";

/**
 * A ref whose element takes the focus when it appears. Each step of the dialog draws after the dialog opened (its
 * data arrives later), so the modal's own first focus has already gone to its close button.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
