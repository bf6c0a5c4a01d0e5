import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import type { FillProgress, FillRefusal, FillResult, RefusedValue } from "@xa/core/ads/extension-messages";
import { ageSpan } from "@xa/core/targeting/targeting-options";
import {
  AGE_CONTROLS,
  AGE_NO_UPPER_BOUND,
  CHIP_FIELD_NAMES,
  CHIP_FIELDS,
  type ChipFieldName,
  FIELD_PARTS,
  GENDER_RADIOS,
  OPTION_RETRY_WAIT_MS,
  OPTION_WAIT_MS,
  PASTE_BATCH,
  PASTE_WAIT_MS,
  PLACEMENT_CHECKBOXES,
  TARGETING_SECTION,
} from "./ads-form-fields.ts";
import { pasteList, press, pressEnter, setChecked, setInputValue, setSelectValue, waitFor } from "./form-input.ts";
import { findFirst } from "./read-ad-account.ts";

/** One value for a chip field: as the package names it (reported back if refused) and as typed. */
export interface ChipEntry {
  value: string;
  text: string;
}

/** What each chip field is given: every value, with the text to type for it. */
export function chipEntries(targeting: AppliedTargeting, language: string): Record<ChipFieldName, ChipEntry[]> {
  const same = (values: readonly string[]) => values.map((value) => ({ value, text: value }));
  const labels = (values: readonly { label: string }[]) => same(values.map((value) => value.label));
  const countryNames = safeDisplayNames(language);
  return {
    keywords: same(targeting.keywords),
    hashtags: same(targeting.hashtags),
    handles: same(targeting.handles.map((handle) => handle.handle)),
    locations: labels(targeting.locations),
    countries: targeting.countries.map((code) => ({ value: code, text: countryNames?.of(code) ?? code })),
    languages: labels(targeting.languages),
    interests: labels(targeting.interests),
    conversation_topics: labels(targeting.conversation_topics),
    movies_tv_shows: labels(targeting.movies_tv_shows),
    network_operators: labels(targeting.network_operators),
    custom_audiences: same(targeting.custom_audiences),
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
async function addChip(
  container: Element,
  input: HTMLInputElement,
  text: string,
  pick: "enter" | "option",
  optionWaitMs = OPTION_WAIT_MS,
) {
  const before = chipTexts(container);
  if (before.includes(normal(text))) return true;
  setInputValue(input, text);
  if (pick === "option") {
    const option = await waitFor(() => matchingOption(input.ownerDocument, text), optionWaitMs);
    if (option) press(option);
  } else {
    pressEnter(input);
  }
  const added = await waitFor(() => (chipTexts(container).length > before.length ? true : null), 200, 10);
  // A value the typeahead did not know stays in the input: clear it for the next one.
  if (!added && input.value !== "") setInputValue(input, "");
  return added === true;
}

/** Where a fill stands, field by field, told to whoever watches after every change. */
class Tally {
  readonly progress: FillProgress = {};
  readonly refused: Record<string, RefusedValue[]> = {};
  constructor(private readonly onProgress: (progress: FillProgress) => void) {}

  begin(field: string, total: number) {
    this.progress[field] = { filled: 0, refused: 0, total };
  }
  announce() {
    this.onProgress(structuredClone(this.progress));
  }
  filled(field: string, count = 1) {
    const entry = this.progress[field];
    if (entry) entry.filled += count;
  }
  refuse(field: string, value: string, reason: FillRefusal) {
    const entry = this.progress[field];
    if (entry) entry.refused += 1;
    this.refused[field] = [...(this.refused[field] ?? []), { value, reason }];
  }
  filledCounts(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.progress).map(([field, entry]) => [field, entry.filled]));
  }
}

/**
 * Pastes a batch of free-text values as one list, for a field that splits a pasted list into chips;
 * says which went in. A field that ignores the paste gets nothing (a synthetic paste inserts no text),
 * and `null` says so: the caller then types the values one by one.
 */
async function pasteBatch(container: Element, input: HTMLInputElement, texts: string[]): Promise<boolean[] | null> {
  const before = chipTexts(container).length;
  if (!pasteList(input, texts.join("\n"))) return null;
  await waitFor(() => (chipTexts(container).length >= before + texts.length ? true : null), PASTE_WAIT_MS, 10);
  const after = chipTexts(container);
  if (after.length === before) {
    if (input.value !== "") setInputValue(input, "");
    return null;
  }
  const chips = new Set(after);
  return texts.map((text) => chips.has(normal(text)));
}

async function fillChipField(section: Element, name: ChipFieldName, entries: ChipEntry[], tally: Tally) {
  const model = CHIP_FIELDS[name];
  let target = model;
  let container = findFirst(section, model.container);
  if (!container && model.fallback) {
    target = { ...CHIP_FIELDS[model.fallback], prefix: model.prefix };
    container = findFirst(section, target.container);
  }
  const input = container?.querySelector<HTMLInputElement>(FIELD_PARTS.input);
  if (!container || !input) {
    for (const entry of entries) tally.refuse(name, entry.value, "no-field");
    tally.announce();
    return;
  }
  const typed = (entry: ChipEntry) => `${target.prefix ?? ""}${entry.text}`;
  const refusal: FillRefusal = target.pick === "option" ? "not-suggested" : "not-accepted";
  const present = new Set(chipTexts(container));
  const missing = entries.filter((entry) => !present.has(normal(typed(entry))));
  tally.filled(name, entries.length - missing.length);
  tally.announce();

  // Free text goes in by the batch where the field takes a pasted list; a value holding the list's
  // separator, and every value of a field that ignores pastes, is typed on its own.
  let pastes = target.pick === "enter";
  const oneByOne: ChipEntry[] = [];
  for (let start = 0; start < missing.length; start += PASTE_BATCH) {
    const batch = missing.slice(start, start + PASTE_BATCH);
    const pastable = pastes ? batch.filter((entry) => !/[\n,]/.test(entry.text)) : [];
    oneByOne.push(...batch.filter((entry) => !pastable.includes(entry)));
    if (pastable.length === 0) continue;
    const took = await pasteBatch(container, input, pastable.map(typed));
    if (took === null) {
      pastes = false;
      oneByOne.push(...pastable);
      continue;
    }
    pastable.forEach((entry, i) => {
      if (took[i]) tally.filled(name);
      else tally.refuse(name, entry.value, refusal);
    });
    tally.announce();
  }
  // A typeahead that was slow to suggest a value gets a second, longer chance once the field is done.
  const again: ChipEntry[] = [];
  for (const entry of oneByOne) {
    if (await addChip(container, input, typed(entry), target.pick)) tally.filled(name);
    else if (target.pick === "option") again.push(entry);
    else tally.refuse(name, entry.value, refusal);
    tally.announce();
  }
  for (const entry of again) {
    if (await addChip(container, input, typed(entry), target.pick, OPTION_RETRY_WAIT_MS)) tally.filled(name);
    else tally.refuse(name, entry.value, refusal);
    tally.announce();
  }
}

function fillGender(section: Element, gender: AppliedTargeting["gender"], tally: Tally) {
  tally.begin("gender", 1);
  const radio = findFirst<HTMLInputElement>(section, GENDER_RADIOS[gender]);
  if (radio) setChecked(radio, true);
  if (radio?.checked) tally.filled("gender");
  else tally.refuse("gender", gender, radio ? "not-accepted" : "no-field");
}

function fillAge(section: Element, age: AppliedTargeting["age"], tally: Tally) {
  tally.begin("age", 1);
  const [from, to] = ageSpan(age);
  if (from === null) {
    const any = findFirst<HTMLInputElement>(section, AGE_CONTROLS.any);
    if (any) setChecked(any, true);
    if (any?.checked) tally.filled("age");
    else tally.refuse("age", age, any ? "not-accepted" : "no-field");
    return;
  }
  const range = findFirst<HTMLInputElement>(section, AGE_CONTROLS.range);
  if (range) setChecked(range, true);
  const fromSelect = findFirst<HTMLSelectElement>(section, AGE_CONTROLS.from);
  const toSelect = findFirst<HTMLSelectElement>(section, AGE_CONTROLS.to);
  if (!fromSelect || !toSelect) {
    tally.refuse("age", age, "no-field");
    return;
  }
  const setFrom = setSelectValue(fromSelect, String(from));
  const setTo = setSelectValue(toSelect, to === null ? AGE_NO_UPPER_BOUND : String(to));
  if (setFrom && setTo) tally.filled("age");
  else tally.refuse("age", age, "not-accepted");
}

/** Checks the chosen placements and unchecks the others; none chosen leaves the form's own choice. */
function fillPlacements(section: Element, placements: AppliedTargeting["placements"], tally: Tally) {
  if (placements.length === 0) return;
  tally.begin("placements", placements.length);
  for (const [placement, candidates] of Object.entries(PLACEMENT_CHECKBOXES)) {
    const box = findFirst<HTMLInputElement>(section, candidates);
    const wanted = (placements as string[]).includes(placement);
    if (box) setChecked(box, wanted);
    if (!wanted) continue;
    if (box?.checked) tally.filled("placements");
    else tally.refuse("placements", placement, box ? "not-accepted" : "no-field");
  }
}

/**
 * Fills the campaign form's targeting section from a package: how many values went into each field
 * and, for each value that did not, why. Values are added next to what the form already holds;
 * nothing is removed. `onProgress` hears where every field stands after each value.
 */
export async function fillTargeting(
  doc: Document,
  targeting: AppliedTargeting,
  onProgress: (progress: FillProgress) => void = () => {},
): Promise<FillResult> {
  const section = findFirst(doc, TARGETING_SECTION);
  if (!section) return { ok: false, filled: {}, refused: {}, error: "form-not-found" };
  const entries = chipEntries(targeting, doc.documentElement.lang);
  const tally = new Tally(onProgress);
  const fields = CHIP_FIELD_NAMES.filter((name) => entries[name].length > 0);
  // Every field's total first, so the page can say "0 of N" for each before the first value goes in.
  for (const name of fields) tally.begin(name, entries[name].length);
  tally.announce();
  for (const name of fields) await fillChipField(section, name, entries[name], tally);
  fillAge(section, targeting.age, tally);
  fillGender(section, targeting.gender, tally);
  fillPlacements(section, targeting.placements, tally);
  tally.announce();
  return { ok: true, filled: tally.filledCounts(), refused: tally.refused };
}
