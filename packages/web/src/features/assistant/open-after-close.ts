import type { SectionName } from "@xa/core";
import { useState } from "react";

/**
 * A cited card opened from an answer in an overlay (drawer or modal): the overlay closes first,
 * and the card opens when its exit transition ends, taking the focus the overlay would give back.
 */
export function useOpenAfterClose(onOpenSection: (section: SectionName) => void, close: () => void) {
  const [target, setTarget] = useState<SectionName | null>(null);
  return {
    /** For AssistantChat's onOpenSection. */
    openSection: (section: SectionName) => {
      setTarget(section);
      close();
    },
    /** For the overlay's props. */
    overlayProps: {
      returnFocus: target === null,
      onExitTransitionEnd: () => {
        if (target) onOpenSection(target);
        setTarget(null);
      },
    },
  };
}
