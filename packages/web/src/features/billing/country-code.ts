const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let byName: Map<string, string> | null = null;

/**
 * The ISO 3166 code of a country as the billing details hold it: its name in English or Japanese (as the
 * country picker saves it), or a code. Null when it names no country.
 */
export function countryCodeOf(country: string): string | null {
  const text = country.trim();
  if (!text) return null;
  // "UK" is the usual name of GB's country, not its code.
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase() === "UK" ? "GB" : text.toUpperCase();
  if (!byName) {
    byName = new Map();
    for (const language of ["en", "ja"]) {
      const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
      for (const a of LETTERS)
        for (const b of LETTERS) {
          const name = names.of(a + b);
          // The first code wins: withdrawn codes that alias a current one (UK → GB) come later.
          if (name && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), a + b);
        }
    }
  }
  return byName.get(text.toLowerCase()) ?? null;
}
