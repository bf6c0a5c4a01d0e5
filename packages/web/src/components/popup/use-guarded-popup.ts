import { useCallback, useEffect, useState } from "react";
import { canShowPopups, onPopupsClosed } from "./popup-guard.ts";

/** Open state for a Mantine Popover or Menu that closes on a global close and stays shut 300 ms after. */
export function useGuardedPopup() {
  const [opened, setOpened] = useState(false);
  useEffect(() => onPopupsClosed(() => setOpened(false)), []);
  const onChange = useCallback((next: boolean) => {
    if (!next) setOpened(false);
    else if (canShowPopups()) setOpened(true);
  }, []);
  return { opened, onChange };
}
