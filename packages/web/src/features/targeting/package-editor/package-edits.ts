import type {
  CatalogueEntry,
  EntryListKey,
  LocationEntry,
  TargetingPackage,
} from "@xa/core/targeting/targeting-package";

export type EntryOf<K extends EntryListKey> = TargetingPackage[K][number];

type AnyEntry = EntryOf<EntryListKey>;

/** What makes two entries of a list the same: the handle, the label of a term, the id of a catalogue entry. */
export function entryKey(entry: AnyEntry): string {
  if ("handle" in entry) return entry.handle.toLowerCase();
  if ("id" in entry) return entry.id;
  if ("label" in entry) return entry.label.toLowerCase();
  return entry.name.toLowerCase();
}

/** What the user reads for an entry. */
export function entryText(entry: AnyEntry): string {
  if ("handle" in entry) return `@${entry.handle}`;
  if ("label" in entry) return entry.label;
  return entry.name;
}

function withList<K extends EntryListKey>(
  pkg: TargetingPackage,
  key: K,
  change: (list: EntryOf<K>[]) => EntryOf<K>[],
): TargetingPackage {
  return { ...pkg, [key]: change([...(pkg[key] as EntryOf<K>[])]) };
}

/** Deselects a kept entry, or keeps a deselected one: the package keeps every entry and says which were dropped. */
export function toggleEntry(pkg: TargetingPackage, key: EntryListKey, index: number): TargetingPackage {
  return withList(pkg, key, (list) =>
    list.map((entry, i) => (i === index ? { ...entry, deselected: !entry.deselected } : entry)),
  );
}

export function removeEntry(pkg: TargetingPackage, key: EntryListKey, index: number): TargetingPackage {
  return withList(pkg, key, (list) => list.filter((_, i) => i !== index));
}

/** Adds an entry, selected; one already there is selected again instead of added twice. */
export function addEntry<K extends EntryListKey>(pkg: TargetingPackage, key: K, entry: EntryOf<K>): TargetingPackage {
  const id = entryKey(entry);
  return withList(pkg, key, (list) => {
    const at = list.findIndex((e) => entryKey(e) === id);
    if (at < 0) return [...list, { ...entry, deselected: false }];
    return list.map((e, i) => (i === at ? { ...e, deselected: false } : e));
  });
}

/** Adds a catalogue entry to its list; a place only to locations. */
export function addCatalogueEntry(
  pkg: TargetingPackage,
  list: "locations" | "languages" | "interests" | "conversation_topics" | "network_operators" | "movies_tv_shows",
  entry: CatalogueEntry | LocationEntry,
): TargetingPackage {
  if (list === "locations") return "type" in entry ? addEntry(pkg, list, entry) : pkg;
  return addEntry(pkg, list, entry);
}

export function hasEntry(pkg: TargetingPackage, key: EntryListKey, entry: AnyEntry): boolean {
  const id = entryKey(entry);
  return (pkg[key] as AnyEntry[]).some((e) => entryKey(e) === id);
}

/** How many entries of a list are kept. */
export function selectedCount(pkg: TargetingPackage, key: EntryListKey): number {
  return (pkg[key] as AnyEntry[]).filter((e) => !e.deselected).length;
}

/** Entries kept in the lists the ads step reads first: keywords, hashtags and handles (the suggestion prompt's count). */
export function keptTerms(pkg: TargetingPackage): number {
  return selectedCount(pkg, "keywords") + selectedCount(pkg, "hashtags") + selectedCount(pkg, "handles");
}
