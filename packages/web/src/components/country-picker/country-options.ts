import { GLOBAL_COUNTRY } from "@xa/core";

// Intl also names groupings, placeholders, territories without an ISO 3166-1 code, and withdrawn codes
// that alias a current one (DD → Germany, UK → GB); a list of countries leaves them out.
const NOT_COUNTRIES = new Set(
  "AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ".split(" "),
);
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The ISO 3166 region codes the browser can name; the server accepts the same codes. */
function regionCodes(names: Intl.DisplayNames): string[] {
  const codes: string[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (!NOT_COUNTRIES.has(code) && names.of(code) !== code) codes.push(code);
    }
  }
  return codes;
}

/** Country choices in the interface language, sorted by name, with Global first (the default). */
export function countryOptions(language: string, globalLabel: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const countries = regionCodes(names)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((x, y) => x.label.localeCompare(y.label, language));
  return [{ value: GLOBAL_COUNTRY, label: globalLabel }, ...countries];
}
