import { all as allOperators } from "mcc-mnc-list";
import { type Searchable, searchCatalogue } from "./search-catalogue.ts";

/** Where the network operators come from. */
export const NETWORK_OPERATOR_SOURCE = {
  name: "MCC-MNC list from Wikipedia's 'Mobile country code' articles (npm mcc-mnc-list)",
  url: "https://en.wikipedia.org/wiki/Mobile_country_code",
  licence: "MIT (package); Wikipedia text CC BY-SA 4.0",
};

/** A mobile network: id = "<MCC>-<MNC>", labelled by its brand (or operator), with its country. */
export type NetworkOperator = Searchable & { country_code: string };

/**
 * The operational networks of countries (international and disputed-territory codes left out: they
 * have no ISO country to target), in the list's order: by country, then MCC and MNC. A brand with
 * several codes in a country (SoftBank) is one entry, with the id of its first code: ads target
 * an operator, not a code.
 */
export const NETWORK_OPERATOR_CATALOGUE: readonly NetworkOperator[] = (() => {
  const seen = new Set<string>();
  const out: NetworkOperator[] = [];
  for (const op of allOperators()) {
    const id = `${op.mcc}-${op.mnc}`;
    const label = (op.brand || op.operator || "").trim();
    const key = `${op.countryCode}|${label.toLowerCase()}`;
    if (op.status !== "Operational" || !/^[A-Z]{2}$/.test(op.countryCode) || !label || seen.has(key)) continue;
    seen.add(key);
    const operator = (op.operator ?? "").trim();
    out.push({
      id,
      en: label,
      ja: label,
      country_code: op.countryCode,
      aliases: operator && operator !== label ? [operator] : [],
    });
  }
  return out;
})();

/** A network as a list shows it. */
export type NetworkOperatorItem = { id: string; label: string; country_code: string };

const toItem = (op: NetworkOperator): NetworkOperatorItem => ({
  id: op.id,
  label: op.en,
  country_code: op.country_code,
});

/** The networks of one country, or of every country. */
export function networkOperatorsOf(countryCode: string | undefined): readonly NetworkOperator[] {
  const code = countryCode?.toUpperCase();
  return code ? NETWORK_OPERATOR_CATALOGUE.filter((op) => op.country_code === code) : NETWORK_OPERATOR_CATALOGUE;
}

/** A page of the networks of one country (or all). */
export function listNetworkOperators(countryCode: string | undefined, page: { limit: number; offset: number }) {
  const ops = networkOperatorsOf(countryCode);
  return { items: ops.slice(page.offset, page.offset + page.limit).map(toItem), total: ops.length };
}

/** The networks matching keywords, best first, in one country or all. */
export function searchNetworkOperators(keywords: string, countryCode: string | undefined, limit: number) {
  const found = searchCatalogue(networkOperatorsOf(countryCode), keywords, "en");
  return { items: found.slice(0, limit).map(toItem), total: found.length };
}
