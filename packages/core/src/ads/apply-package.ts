import type { Language } from "../auth/languages.ts";
import { MAX_APPLIED_COUNTRIES, MAX_APPLIED_HANDLES, MAX_APPLIED_LOCATIONS } from "../targeting/targeting-options.ts";
import {
  type CatalogueEntry,
  isEmptyPackage,
  selected,
  type TargetingPackageWrapper,
} from "../targeting/targeting-package.ts";
import { adsText } from "./ads-texts.ts";
import type { AppliedTargeting, CustomAudienceCheck } from "./applied-targeting.ts";

export type ApplyOptions = {
  /** the ad platform's answer for the package's custom audiences; null when the check failed, which is then ignored */
  customAudienceCheck: CustomAudienceCheck | null;
  language?: Language;
};

export type ApplyError = { ok: false; error: "empty_package"; detail: string };

export type ApplyPlan = {
  ok: true;
  targeting: AppliedTargeting;
  handles: { selected: number; applied: number; left_out: number };
  countries: { selected: number; sent: boolean };
  locations: { selected: number; sent: boolean };
  custom_audiences: { ready: string[]; not_ready: string[] };
  /** asked before applying when some custom audiences are not ready; cancelling aborts */
  confirmation: string | null;
  /** what the limits changed: handles left out, countries or locations sent empty */
  alerts: string[];
};

const unique = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(key(item))) return false;
    seen.add(key(item));
    return true;
  });
};

const values = (entries: readonly CatalogueEntry[]) => selected(entries).map(({ id, label }) => ({ id, label }));

/**
 * What applying `wrapper` sends to an ad account: selected entries
 * only; the first 100 handles; countries only when at most 49 and locations only when at most 199,
 * else that list empty; custom audiences the check says are not ready are left out after a confirmation.
 */
export function planApply(wrapper: TargetingPackageWrapper, options: ApplyOptions): ApplyError | ApplyPlan {
  const language = options.language ?? "en";
  const pkg = wrapper.targeting_package;
  if (isEmptyPackage(pkg)) return { ok: false, error: "empty_package", detail: adsText(language, "emptyPackage") };

  // The same account twice would take two of the 100 places.
  const handles = unique(selected(pkg.handles), (h) => h.handle.toLowerCase());
  const applied = handles.slice(0, MAX_APPLIED_HANDLES);
  const countries = unique(wrapper.countries, (c) => c);
  const locations = unique(selected(pkg.locations), (l) => `${l.type}:${l.country_code}:${l.id}`);
  const sendCountries = countries.length <= MAX_APPLIED_COUNTRIES;
  const sendLocations = locations.length <= MAX_APPLIED_LOCATIONS;
  const audiences = unique(
    selected(pkg.custom_audiences).map((c) => c.name),
    (name) => name,
  );
  // A name the check does not answer for is unknown to the ad account, so it cannot be targeted either.
  const targetable = new Map(options.customAudienceCheck?.custom_audiences.map((c) => [c.name, c.targetable]));
  const isReady = (name: string) => options.customAudienceCheck === null || targetable.get(name) === true;
  const ready = audiences.filter(isReady);
  const notReady = audiences.filter((name) => !isReady(name));

  const alerts: string[] = [];
  if (handles.length > applied.length) {
    const params = { max: MAX_APPLIED_HANDLES, selected: handles.length, left: handles.length - applied.length };
    alerts.push(adsText(language, "handlesLeftOut", params));
  }
  if (!sendCountries) {
    alerts.push(adsText(language, "countriesNotSent", { selected: countries.length, max: MAX_APPLIED_COUNTRIES }));
  }
  if (!sendLocations) {
    alerts.push(adsText(language, "locationsNotSent", { selected: locations.length, max: MAX_APPLIED_LOCATIONS }));
  }

  return {
    ok: true,
    targeting: {
      keywords: selected(pkg.keywords).map((k) => k.label),
      hashtags: selected(pkg.hashtags).map((h) => h.label),
      handles: applied.map(({ handle, account_id }) => ({ handle, account_id })),
      languages: values(pkg.languages),
      network_operators: values(pkg.network_operators),
      interests: values(pkg.interests),
      conversation_topics: values(pkg.conversation_topics),
      movies_tv_shows: values(pkg.movies_tv_shows),
      custom_audiences: ready,
      placements: [...pkg.placements],
      age: pkg.age,
      gender: pkg.gender,
      locations: sendLocations
        ? locations.map(({ id, label, type, country_code }) => ({ id, label, type, country_code }))
        : [],
      countries: sendCountries ? countries : [],
    },
    handles: { selected: handles.length, applied: applied.length, left_out: handles.length - applied.length },
    countries: { selected: countries.length, sent: sendCountries },
    locations: { selected: locations.length, sent: sendLocations },
    custom_audiences: { ready, not_ready: notReady },
    confirmation: notReady.length > 0 ? adsText(language, "customAudiencesNotReady") : null,
    alerts,
  };
}
