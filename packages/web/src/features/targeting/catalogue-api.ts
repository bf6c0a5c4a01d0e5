import { catalogueContract as op } from "@xa/core/targeting/catalogue-contract";
import type { CatalogueEntry, LocationEntry } from "@xa/core/targeting/targeting-package";
import { call } from "../../api/call.ts";
import type { CatalogueListKey } from "./package-editor/catalogue-list.tsx";

/** A catalogue's answer as the editor uses it: entries ready for the package, and whether a public list exists. */
export type CatalogueMatches = {
  options: { entry: CatalogueEntry | LocationEntry; unselectable: string | null }[];
  total: number;
  available: boolean;
  note: string | null;
};

const plain = (items: { id: string; label: string }[]) =>
  items.map((i) => ({
    entry: { id: i.id, label: i.label, deselected: false, audience_share: null },
    unselectable: null,
  }));

/** Searches one catalogue of the package's lists; places and operators within a country when one is given. */
export async function searchCatalogue(
  list: CatalogueListKey,
  keywords: string,
  country?: string,
): Promise<CatalogueMatches> {
  const body = { keywords, limit: 30 };
  const silent = { silent: true };
  switch (list) {
    case "locations": {
      const r = await call(op.searchLocations, { body: { ...body, country_code: country } }, silent);
      const options = r.locations.map((l) => ({
        entry: {
          id: l.id,
          label: l.label,
          type: l.type,
          country_code: l.country_code,
          deselected: false,
          audience_share: null,
        },
        unselectable: l.unselectable_reason,
      }));
      return { options, total: r.total, available: r.available, note: r.note };
    }
    case "languages": {
      const r = await call(op.searchLanguages, { body }, silent);
      return { options: plain(r.languages), total: r.total, available: r.available, note: r.note };
    }
    case "interests": {
      const r = await call(op.searchInterests, { body }, silent);
      return { options: plain(r.interests), total: r.total, available: r.available, note: r.note };
    }
    case "conversation_topics": {
      const r = await call(op.searchConversationTopics, { body }, silent);
      return { options: plain(r.conversation_topics), total: r.total, available: r.available, note: r.note };
    }
    case "network_operators": {
      const r = await call(op.searchNetworkOperators, { body: { ...body, country_code: country } }, silent);
      return { options: plain(r.network_operators), total: r.total, available: r.available, note: r.note };
    }
    case "movies_tv_shows": {
      const r = await call(op.searchMoviesTvShows, { body }, silent);
      return { options: plain(r.movies_tv_shows), total: r.total, available: r.available, note: r.note };
    }
  }
}

/** Whether a catalogue has a public list at all (and its note when not), from a one-entry page. */
export async function catalogueStatus(list: CatalogueListKey): Promise<{ available: boolean; note: string | null }> {
  const query = { limit: 1, offset: 0 };
  const pick = ({ available, note }: { available: boolean; note: string | null }) => ({ available, note });
  switch (list) {
    case "locations":
      return pick(await call(op.listLocations, { query }));
    case "languages":
      return pick(await call(op.listLanguages, { query }));
    case "interests":
      return pick(await call(op.listInterests, { query }));
    case "conversation_topics":
      return pick(await call(op.listConversationTopics, { query }));
    case "network_operators":
      return pick(await call(op.listNetworkOperators, { query }));
    case "movies_tv_shows":
      return pick(await call(op.listMoviesTvShows, { query }));
  }
}

export const listAudienceRegions = () => call(op.listAudienceRegions, { query: { limit: 1000, offset: 0 } });

/** A country's regions and states (the autopilot's selected_states take their location ids). */
export const listCountryRegions = (country: "US" | "GB") =>
  call(op.listLocations, { query: { country_code: country, limit: 1000, offset: 0 } });
