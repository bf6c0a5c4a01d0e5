import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { ageSpan } from "@xa/core/targeting/targeting-options";
import {
  AGE_CONTROLS,
  AGE_NO_UPPER_BOUND,
  CHIP_FIELD_NAMES,
  CHIP_FIELDS,
  type ChipFieldName,
  FIELD_PARTS,
  GENDER_RADIOS,
  OPTION_WAIT_MS,
  PLACEMENT_CHECKBOXES,
  TARGETING_SECTION,
} from "./ads-form-fields.ts";
import { press, pressEnter, setChecked, setInputValue, setSelectValue, waitFor } from "./form-input.ts";
import { findFirst } from "./read-ad-account.ts";
import type { FillResult } from "./runtime-messages.ts";

/** What each chip field is given: the text to type for every value. */
export function chipValues(targeting: AppliedTargeting, language: string): Record<ChipFieldName, string[]> {
  const labels = (values: { label: string }[]) => values.map((value) => value.label);
  const countryNames = safeDisplayNames(language);
  return {
    keywords: targeting.keywords,
    hashtags: targeting.hashtags,
    handles: targeting.handles.map((handle) => handle.handle),
    locations: labels(targeting.locations),
    countries: targeting.countries.map((code) => countryNames?.of(code) ?? code),
    languages: labels(targeting.languages),
    interests: labels(targeting.interests),
    conversation_topics: labels(targeting.conversation_topics),
    movies_tv_shows: labels(targeting.movies_tv_shows),
    network_operators: labels(targeting.network_operators),
    custom_audiences: targeting.custom_audiences,
  };
}

function safeDisplayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language || "en", "en"], { type: "region" });
  } catch {
    return null;
  }
}

const normal = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();

function chipTexts(container: Element): string[] {
  return [...container.querySelectorAll(FIELD_PARTS.chip)].map((chip) => normal(chip.textContent));
}

/** The typeahead's suggestion for `text`: the one that says exactly that, else the first that contains it. */
function matchingOption(doc: Document, text: string): HTMLElement | null {
  const wanted = normal(text);
  const options = [...doc.querySelectorAll<HTMLElement>(FIELD_PARTS.option)];
  return (
    options.find((option) => normal(option.textContent) === wanted) ??
    options.find((option) => normal(option.textContent).includes(wanted)) ??
    null
  );
}

/** Types one value into a chip field; true when a chip for it is there afterwards. */
async function addChip(container: Element, input: HTMLInputElement, text: string, pick: "enter" | "option") {
  const before = chipTexts(container);
  if (before.includes(normal(text))) return true;
  setInputValue(input, text);
  if (pick === "option") {
    const option = await waitFor(() => matchingOption(input.ownerDocument, text), OPTION_WAIT_MS);
    if (option) press(option);
  } else {
    pressEnter(input);
  }
  const added = await waitFor(() => (chipTexts(container).length > before.length ? true : null), 200, 10);
  // A value the typeahead did not know stays in the input: clear it for the next one.
  if (!added && input.value !== "") setInputValue(input, "");
  return added === true;
}

async function fillChipField(section: Element, name: ChipFieldName, values: string[]): Promise<number> {
  const model = CHIP_FIELDS[name];
  let target = model;
  let container = findFirst(section, model.container);
  if (!container && model.fallback) {
    target = { ...CHIP_FIELDS[model.fallback], prefix: model.prefix };
    container = findFirst(section, target.container);
  }
  const input = container?.querySelector<HTMLInputElement>(FIELD_PARTS.input);
  if (!container || !input) return 0;
  let count = 0;
  for (const value of values) {
    if (await addChip(container, input, `${target.prefix ?? ""}${value}`, target.pick)) count += 1;
  }
  return count;
}

function fillGender(section: Element, gender: AppliedTargeting["gender"]): number {
  const radio = findFirst<HTMLInputElement>(section, GENDER_RADIOS[gender]);
  if (!radio) return 0;
  setChecked(radio, true);
  return radio.checked ? 1 : 0;
}

function fillAge(section: Element, age: AppliedTargeting["age"]): number {
  const [from, to] = ageSpan(age);
  if (from === null) {
    const any = findFirst<HTMLInputElement>(section, AGE_CONTROLS.any);
    if (any) setChecked(any, true);
    return any?.checked ? 1 : 0;
  }
  const range = findFirst<HTMLInputElement>(section, AGE_CONTROLS.range);
  if (range) setChecked(range, true);
  const fromSelect = findFirst<HTMLSelectElement>(section, AGE_CONTROLS.from);
  const toSelect = findFirst<HTMLSelectElement>(section, AGE_CONTROLS.to);
  if (!fromSelect || !toSelect) return 0;
  const setFrom = setSelectValue(fromSelect, String(from));
  const setTo = setSelectValue(toSelect, to === null ? AGE_NO_UPPER_BOUND : String(to));
  return setFrom && setTo ? 1 : 0;
}

/** Checks the chosen placements and unchecks the others; none chosen leaves the form's own choice. */
function fillPlacements(section: Element, placements: AppliedTargeting["placements"]): number {
  if (placements.length === 0) return 0;
  let count = 0;
  for (const [placement, candidates] of Object.entries(PLACEMENT_CHECKBOXES)) {
    const box = findFirst<HTMLInputElement>(section, candidates);
    if (!box) continue;
    const wanted = (placements as string[]).includes(placement);
    setChecked(box, wanted);
    if (wanted && box.checked) count += 1;
  }
  return count;
}

/**
 * Fills the campaign form's targeting section from a package and says how many values went into each
 * field. Values are added next to what the form already holds; nothing is removed.
 */
export async function fillTargeting(doc: Document, targeting: AppliedTargeting): Promise<FillResult> {
  const section = findFirst(doc, TARGETING_SECTION);
  if (!section) return { ok: false, filled: {}, error: "form-not-found" };
  const values = chipValues(targeting, doc.documentElement.lang);
  const filled: Record<string, number> = {};
  for (const name of CHIP_FIELD_NAMES) {
    if (values[name].length > 0) filled[name] = await fillChipField(section, name, values[name]);
  }
  filled.age = fillAge(section, targeting.age);
  filled.gender = fillGender(section, targeting.gender);
  if (targeting.placements.length > 0) filled.placements = fillPlacements(section, targeting.placements);
  return { ok: true, filled };
}
