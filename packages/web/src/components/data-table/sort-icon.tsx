import { APP_ICONS } from "@xa/core/icons/icon-set";
import { IconShapeElement } from "../app-icon.tsx";

const up = APP_ICONS["sort-ascending"];
const down = APP_ICONS["sort-descending"];

/** The arrow beside a sortable header: both ways when unsorted, one way when sorted. */
export function SortIcon({ direction }: { direction: "asc" | "desc" | false }) {
  return (
    <svg width={12} height={12} viewBox={up.viewBox} aria-hidden="true" focusable="false" fill="currentColor">
      {direction !== "desc" &&
        up.shapes.map((shape) => (
          <IconShapeElement key={shape.d} shape={shape} opacity={direction === "asc" ? 1 : 0.35} />
        ))}
      {direction !== "asc" &&
        down.shapes.map((shape) => (
          <IconShapeElement key={shape.d} shape={shape} opacity={direction === "desc" ? 1 : 0.35} />
        ))}
    </svg>
  );
}
