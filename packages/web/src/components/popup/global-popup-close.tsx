import { useEffect } from "react";
import { closeAllPopups } from "./popup-guard.ts";

/** Closes every popup on Escape anywhere on the page and when the window loses focus. */
export function GlobalPopupClose() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAllPopups();
    };
    const onBlur = () => closeAllPopups();
    document.addEventListener("keydown", onKey);
    window.addEventListener("blur", onBlur);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("blur", onBlur);
    };
  }, []);
  return null;
}
