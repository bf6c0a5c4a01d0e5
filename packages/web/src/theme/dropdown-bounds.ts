/** A dropdown panel is at most this wide… */
export const DROPDOWN_MAX_WIDTH_PX = 600;
/** …and keeps this far from the viewport's edges. */
export const DROPDOWN_VIEWPORT_MARGIN_PX = 16;

/** The widest a dropdown panel may be in a viewport this wide. */
export function dropdownMaxWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(DROPDOWN_MAX_WIDTH_PX, viewportWidth - 2 * DROPDOWN_VIEWPORT_MARGIN_PX));
}

/** The same rule as CSS, so it follows the viewport as it is resized without measuring. */
export const DROPDOWN_MAX_WIDTH_CSS = `min(${DROPDOWN_MAX_WIDTH_PX}px, calc(100vw - ${2 * DROPDOWN_VIEWPORT_MARGIN_PX}px))`;
