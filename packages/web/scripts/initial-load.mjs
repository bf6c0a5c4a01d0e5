/**
 * The chunks a page needs before it can draw, from Vite's build manifest: each root (the entry, the variant's route
 * table, the page's lazily loaded chunk, the interface texts) and everything they import statically. Other dynamic
 * imports (exports, ECharts, the world atlas, other pages) load later, on use, and are not counted.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} manifest
 * @param {string[]} roots manifest keys to start from
 * @returns {string[]} the output JavaScript files, each once
 */
export function initialLoad(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`The build manifest has no ${root}.`);
    visit(root);
  }
  return [...files];
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("The build manifest has no entry.");
  return entry[0];
}
