import type { Language } from "../../auth/languages.ts";
import { ADVERTISER_CATEGORY_CATALOGUE, ADVERTISER_CATEGORY_SOURCE } from "./advertiser-categories.ts";
import { type CatalogueTextKey, catalogueText } from "./catalogue-texts.ts";
import { CONTENT_CATEGORY_CATALOGUE, CONTENT_CATEGORY_SOURCE } from "./content-categories.ts";
import { INTEREST_CATALOGUE, INTEREST_SOURCE } from "./interests.ts";
import { JOB_TITLE_CATALOGUE, JOB_TITLE_SOURCE } from "./job-titles.ts";
import { LANGUAGE_CATALOGUE, LANGUAGE_SOURCE } from "./languages.ts";
import { type Searchable, searchCatalogue } from "./search-catalogue.ts";
import {
  CONVERSATION_TOPIC_CATALOGUE,
  MOVIES_TV_SHOW_CATALOGUE,
  UNPUBLISHED_SOURCE,
} from "./unpublished-catalogues.ts";

/** Where a catalogue's entries come from, as the API states it. */
export type CatalogueSource = { name: string; url: string; licence: string };

/** A catalogue of plain entries (no country): its entries, source, whether it has any and what to tell the user. */
export type PlainCatalogue = {
  entries: readonly Searchable[];
  source: CatalogueSource;
  available: boolean;
  note: CatalogueTextKey | null;
};

export const PLAIN_CATALOGUES = {
  languages: { entries: LANGUAGE_CATALOGUE, source: LANGUAGE_SOURCE, available: true, note: "languagesNote" },
  interests: { entries: INTEREST_CATALOGUE, source: INTEREST_SOURCE, available: true, note: "interestsNote" },
  conversation_topics: {
    entries: CONVERSATION_TOPIC_CATALOGUE,
    source: UNPUBLISHED_SOURCE,
    available: false,
    note: "conversationTopicsNote",
  },
  movies_tv_shows: {
    entries: MOVIES_TV_SHOW_CATALOGUE,
    source: UNPUBLISHED_SOURCE,
    available: false,
    note: "moviesTvShowsNote",
  },
  job_titles: { entries: JOB_TITLE_CATALOGUE, source: JOB_TITLE_SOURCE, available: true, note: null },
  advertiser_categories: {
    entries: ADVERTISER_CATEGORY_CATALOGUE,
    source: ADVERTISER_CATEGORY_SOURCE,
    available: true,
    note: null,
  },
  content_categories: {
    entries: CONTENT_CATEGORY_CATALOGUE,
    source: CONTENT_CATEGORY_SOURCE,
    available: true,
    note: null,
  },
} as const satisfies Record<string, PlainCatalogue>;

export type PlainCatalogueName = keyof typeof PLAIN_CATALOGUES;

/** An entry as a list shows it, labelled in a language. */
export type CatalogueItem = { id: string; label: string };

/** What every list and search answers besides its entries. */
export type CatalogueMeta = { total: number; source: CatalogueSource; available: boolean; note: string | null };

export function catalogueMeta(catalogue: PlainCatalogue, total: number, language: Language): CatalogueMeta {
  return {
    total,
    source: catalogue.source,
    available: catalogue.available,
    note: catalogue.note ? catalogueText(catalogue.note, language) : null,
  };
}

const toItem = (entry: Searchable, language: Language): CatalogueItem => ({ id: entry.id, label: entry[language] });

/** A page of a plain catalogue, in a language. */
export function listPlainCatalogue(
  name: PlainCatalogueName,
  language: Language,
  page: { limit: number; offset: number },
): { items: CatalogueItem[] } & CatalogueMeta {
  const catalogue: PlainCatalogue = PLAIN_CATALOGUES[name];
  const items = catalogue.entries.slice(page.offset, page.offset + page.limit).map((e) => toItem(e, language));
  return { items, ...catalogueMeta(catalogue, catalogue.entries.length, language) };
}

/** The entries of a plain catalogue matching keywords, best first; `total` counts every match. */
export function searchPlainCatalogue(
  name: PlainCatalogueName,
  keywords: string,
  language: Language,
  limit: number,
): { items: CatalogueItem[] } & CatalogueMeta {
  const catalogue: PlainCatalogue = PLAIN_CATALOGUES[name];
  const found = searchCatalogue(catalogue.entries, keywords, language);
  return {
    items: found.slice(0, limit).map((e) => toItem(e, language)),
    ...catalogueMeta(catalogue, found.length, language),
  };
}
