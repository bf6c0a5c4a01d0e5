import type { OptionsFilter } from "@mantine/core";
import { useEffect, useState } from "react";

let loaded: OptionsFilter | null = null;
let loading: Promise<OptionsFilter> | null = null;

/** Options whose label holds the text typed: what a picker offers until countryFilter has loaded. */
const labelFilter: OptionsFilter = ({ options, search, limit }) => {
  const typed = search.trim().toLowerCase();
  return options
    .map((o) => ("group" in o ? { ...o, items: o.items.filter((i) => i.label.toLowerCase().includes(typed)) } : o))
    .filter((o) => ("group" in o ? o.items.length > 0 : o.label.toLowerCase().includes(typed)))
    .slice(0, limit);
};

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
