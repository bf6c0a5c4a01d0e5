import type { OptionsFilter } from "@mantine/core";
import { GLOBAL_COUNTRY } from "@xa/core";
import { useEffect, useState } from "react";

// What a country picker is drawn with: its choices and its filter (one chunk, as every picker takes both).
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

let loaded: OptionsFilter | null = null;
let loading: Promise<OptionsFilter> | null = null;

/** Options whose label holds the text typed: what a picker offers until countryFilter has loaded. */
const labelFilter: OptionsFilter = ({ options, search, limit }) =>
  options.filter((o) => "label" in o && o.label.toLowerCase().includes(search.trim().toLowerCase())).slice(0, limit);

/**
 * The filter of every country picker (country-filter.ts): its name and alias table is about 15 kB
 * gzipped, so it loads once a picker is drawn, not with the page; labels match meanwhile.
 */
export function useCountryFilter(): OptionsFilter {
  const [filter, setFilter] = useState<OptionsFilter | null>(() => loaded);
  useEffect(() => {
    if (filter) return;
    let live = true;
    loading ??= import("./country-filter.ts").then((m) => {
      loaded = m.countryFilter;
      return m.countryFilter;
    });
    loading
      .then((f) => live && setFilter(() => f))
      // A chunk that fails to load leaves the picker matching labels, as pickers do.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [filter]);
  return filter ?? labelFilter;
}
