/** Attribute that keeps an element (toolbar, icon buttons) out of a downloaded image. */
export const EXPORT_SKIP_ATTRIBUTE = "data-export-skip";
