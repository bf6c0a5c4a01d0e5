import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from "@mantine/core";
import { countryMatches, foldCountryText, resolveCountry } from "@xa/core/i18n/country-codes";

/** An option stands for its value when that is a code, else for the country its value or label names. */
const codeOf = (item: ComboboxItem) =>
  /^[A-Z]{2}$/.test(item.value) ? item.value : (resolveCountry(item.value) ?? resolveCountry(item.label));

/**
 * What every country picker offers for the text typed: the countries it names by code, name in
 * English or Japanese, or alias (UK → United Kingdom, USA or America → United States, UAE), and the
 * options whose label holds it; the country the text names exactly comes first. Groups keep their
 * fitting items.
 */
export const countryFilter: OptionsFilter = ({ options, search, limit }) => {
  const typed = foldCountryText(search);
  if (!typed) return options.slice(0, limit);
  const named = resolveCountry(search);
  const fits = (item: ComboboxItem) => {
    const code = codeOf(item);
    return foldCountryText(item.label).includes(typed) || (code !== null && countryMatches(search, code));
  };
  const ahead: ComboboxParsedItem[] = [];
  const rest: ComboboxParsedItem[] = [];
  for (const option of options) {
    if ("group" in option) {
      const items = option.items.filter(fits);
      if (items.length > 0) rest.push({ ...option, items });
    } else if (fits(option)) (named !== null && codeOf(option) === named ? ahead : rest).push(option);
  }
  return [...ahead, ...rest].slice(0, limit);
};
