/**
 * The X Ads campaign form's targeting section, as this extension models it. The real ads.x.com DOM
 * could not be inspected when this was written (no access from where it was built), so every
 * selector the extension uses lives here, each a list of candidates tried in order: adjusting to the
 * real page means editing this file only. The e2e fixture (e2e/fixtures/ads-form.html) follows this
 * model: one container per field holding a text input, its chips and, for typeaheads, a listbox.
 */

/** Where the account id sits in the ad platform's URLs, e.g. /campaign_form/18ce54d4x5t/campaign/new. */
export const AD_ACCOUNT_PATH = /\/(?:campaign_form|ads_manager|audience_manager|analytics)\/([a-z0-9]{4,32})(?:\/|$)/i;

/** The account switcher in the page's header: its id (when the URL lacks it), name and @handle. */
export const ACCOUNT_SELECTORS = {
  id: ['[data-testid="account-id"]', "[data-account-id]"],
  name: ['[data-testid="account-name"]', '[data-test-id="account-name"]', '[aria-label="Account name"]'],
  handle: ['[data-testid="account-handle"]', '[data-test-id="account-handle"]', '[aria-label="Account handle"]'],
};

/** The ad group's targeting section; a page without it is not a campaign form. */
export const TARGETING_SECTION = [
  '[data-testid="targeting-section"]',
  '[data-test-id="targeting-section"]',
  'section[aria-label="Targeting" i]',
];

/** Inside a field's container: where to type, the chips already chosen, and a typeahead's options. */
export const FIELD_PARTS = {
  input: 'input[type="text"], input[type="search"], input:not([type])',
  chip: '[data-testid="chip"], [role="listitem"]',
  /** options may be rendered in a portal, so they are looked for in the whole document */
  option: '[role="option"]',
};

/** The targeting fields typed into, in the order they are filled. */
export const CHIP_FIELD_NAMES = [
  "keywords",
  "hashtags",
  "handles",
  "locations",
  "countries",
  "languages",
  "interests",
  "conversation_topics",
  "movies_tv_shows",
  "network_operators",
  "custom_audiences",
] as const;
export type ChipFieldName = (typeof CHIP_FIELD_NAMES)[number];

export interface ChipField {
  /** the field's container, candidates in order */
  container: string[];
  /** "enter": type and press Enter (free text); "option": type, then click the matching suggestion */
  pick: "enter" | "option";
  /** what goes before each value as typed (a hashtag's '#', a handle's '@') */
  prefix?: string;
  /** the field that takes these values when the form has no field of its own for them */
  fallback?: ChipFieldName;
}

const field = (testId: string, label: string): string[] => [
  `[data-testid="targeting-${testId}"]`,
  `[data-test-id="targeting-${testId}"]`,
  `[role="group"][aria-label="${label}" i]`,
];

export const CHIP_FIELDS: Record<ChipFieldName, ChipField> = {
  keywords: { container: field("keywords", "Keywords"), pick: "enter" },
  // X Ads takes hashtags as keywords written with '#', unless a field of their own exists.
  hashtags: { container: field("hashtags", "Hashtags"), pick: "enter", prefix: "#", fallback: "keywords" },
  handles: { container: field("follower-lookalikes", "Follower look-alikes"), pick: "option", prefix: "@" },
  locations: { container: field("locations", "Locations"), pick: "option" },
  // Countries are typed into the locations typeahead by name, in the page's language.
  countries: { container: field("countries", "Countries"), pick: "option", fallback: "locations" },
  languages: { container: field("languages", "Languages"), pick: "option" },
  interests: { container: field("interests", "Interests"), pick: "option" },
  conversation_topics: { container: field("conversation-topics", "Conversation topics"), pick: "option" },
  movies_tv_shows: { container: field("movies-tv-shows", "Movies and TV shows"), pick: "option" },
  network_operators: { container: field("network-operators", "Carriers"), pick: "option" },
  custom_audiences: { container: field("custom-audiences", "Custom audiences"), pick: "option" },
};

/** Gender: one radio per value. */
export const GENDER_RADIOS = {
  ANY: ['[data-testid="gender-any"]', 'input[type="radio"][name="gender"][value="any" i]'],
  FEMALE: ['[data-testid="gender-female"]', 'input[type="radio"][name="gender"][value="female" i]'],
  MALE: ['[data-testid="gender-male"]', 'input[type="radio"][name="gender"][value="male" i]'],
};

/**
 * Age: "any age", or a range picked with two selects whose option values are years; the upper one
 * has AGE_NO_UPPER_BOUND for "and up" (how "AGE_OVER_25" is written).
 */
export const AGE_CONTROLS = {
  any: ['[data-testid="age-any"]', 'input[type="radio"][name="age"][value="any" i]'],
  range: ['[data-testid="age-range"]', 'input[type="radio"][name="age"][value="range" i]'],
  from: ['[data-testid="age-from"]', 'select[name="age_min"]'],
  to: ['[data-testid="age-to"]', 'select[name="age_max"]'],
};
export const AGE_NO_UPPER_BOUND = "up";

/** Placements: one checkbox per value. */
export const PLACEMENT_CHECKBOXES = {
  homeTimelines: ['[data-testid="placement-home-timelines"]', 'input[type="checkbox"][name="home_timelines"]'],
  profiles: ['[data-testid="placement-profiles"]', 'input[type="checkbox"][name="profiles"]'],
  searchResults: ['[data-testid="placement-search-results"]', 'input[type="checkbox"][name="search_results"]'],
  replies: ['[data-testid="placement-replies"]', 'input[type="checkbox"][name="replies"]'],
};

/** How long a typeahead may take to suggest a value before it counts as not found. */
export const OPTION_WAIT_MS = 800;
/** The longer wait of a second try, for values the typeahead did not suggest in time the first. */
export const OPTION_RETRY_WAIT_MS = 2500;

/**
 * Free-text values pasted as one list per batch, where the field splits a pasted list into chips;
 * a field that does not is typed into value by value.
 */
export const PASTE_BATCH = 50;
/** How long a pasted list may take to become chips. */
export const PASTE_WAIT_MS = 500;
