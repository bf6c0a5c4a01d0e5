/** Excel's limit on a worksheet name. */
export const MAX_SHEET_NAME = 31;

/** A name cut to `max` characters at a word break where there is one, marked with an ellipsis. */
function shorten(name: string, max: number): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Worksheet names for the given names, in order: characters Excel refuses replaced, shortened to 31 and made
 * unique (a shortened name may collide with another), so the file always opens. Names should come readable and
 * short (see sheet-titles.ts); the cut is the safety net.
 */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean = raw.replace(/[[\]:*?/\\]/g, "_").replace(/^'+|'+$/g, "") || "sheet";
    let name = shorten(clean, MAX_SHEET_NAME);
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = shorten(clean, MAX_SHEET_NAME - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}
