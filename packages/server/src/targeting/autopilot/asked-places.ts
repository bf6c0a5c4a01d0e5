import type { Language } from "@xa/core";
import { cityName, countryName, languageName } from "@xa/core/i18n/display-names";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { SUBDIVISION_CATALOGUE } from "@xa/core/targeting/catalogues/subdivisions";
import type { CatalogueEntry, LocationEntry } from "@xa/core/targeting/targeting-package";
import { placeCountries } from "./place-countries.ts";

const STATES = new Map(SUBDIVISION_CATALOGUE.map((s) => [s.id.toUpperCase(), s]));

/**
 * The package's locations when the request names places: its countries (and those of its audience
 * regions), states and cities, as named, each with the audience's share there when the profile
 * knows it. A city or state stands for itself, not for its whole country.
 */
export function askedPlaces(
  request: Pick<AutopilotRequest, "countries" | "cities" | "selected_states" | "selected_regions">,
  profile: readonly LocationEntry[],
  language: Language,
): LocationEntry[] {
  const share = (id: string) => profile.find((l) => l.id === id)?.audience_share ?? null;
  const countries = [...new Set([...request.countries, ...placeCountries([], request.selected_regions)])];
  const entries: LocationEntry[] = countries.map((code) => ({
    id: code,
    label: countryName(code, language),
    type: "country",
    country_code: code,
    deselected: false,
    audience_share: share(code),
  }));
  for (const id of request.selected_states) {
    const state = STATES.get(id.trim().toUpperCase());
    if (state)
      entries.push({
        id: state.id,
        label: state[language],
        type: "region",
        country_code: state.country_code,
        deselected: false,
        audience_share: null,
      });
  }
  for (const city of request.cities) {
    const id = `city:${city.country_code}:${city.name}`.slice(0, 100);
    entries.push({
      id,
      label: cityName(city.name, city.country_code, language),
      type: "city",
      country_code: city.country_code,
      deselected: false,
      audience_share: share(id),
    });
  }
  return entries;
}

/** The package's languages when the request names them, with the share of the audience's posts in each. */
export function askedLanguages(
  codes: readonly string[],
  profile: readonly CatalogueEntry[],
  language: Language,
): CatalogueEntry[] {
  return codes.map((code) => ({
    id: code,
    label: languageName(code, language),
    deselected: false,
    audience_share: profile.find((l) => l.id === code)?.audience_share ?? null,
  }));
}
