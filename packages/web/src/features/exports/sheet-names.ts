/** Excel's limit on a worksheet name. */
export const MAX_SHEET_NAME = 31;

/**
 * Worksheet names for the given names, in order: characters Excel refuses replaced, cut to 31 and made unique
 * (a cut name may collide with another, e.g. two long "..._combinations" sections), so the file always opens.
 */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean = raw.replace(/[[\]:*?/\\]/g, "_").replace(/^'+|'+$/g, "") || "sheet";
    let name = clean.slice(0, MAX_SHEET_NAME);
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = `~${n}`;
      name = clean.slice(0, MAX_SHEET_NAME - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}
