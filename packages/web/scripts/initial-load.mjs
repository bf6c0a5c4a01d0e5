/**
 * The chunks a page needs before it can draw, from Vite's build manifest: the entry and everything it imports
 * statically, plus a route chunk and its static imports. Dynamic imports (exports, ECharts, the world atlas) load
 * later, on use, and are not counted.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} manifest
 * @param {string[]} roots manifest keys to start from
 * @returns {string[]} the output files, each once
 */
export function staticClosure(manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files];
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("The build manifest has no entry.");
  return entry[0];
}
