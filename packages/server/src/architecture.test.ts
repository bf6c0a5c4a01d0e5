import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * How the server's folders may depend on each other. A domain is any folder of src/ that is not
 * shared infrastructure; outside its folder it is reached only through its entry, index.ts, so the
 * rest of a domain can change without another domain noticing. The files at the top of src/
 * (app.ts, main.ts, config.ts, deps.ts) are infrastructure too.
 *
 * Tests: a test file (x.test.ts, or any file in a test/ folder) may also use another domain's test
 * support (the files of its test/ folders), because the worlds tests build span domains; code that
 * is not a test never uses test support. The scripts in packages/server/scripts are not checked:
 * each is a domain's own tool (import, demo, bench, eval) and drives the internals it measures.
 */
const SRC = import.meta.dirname;
const INFRASTRUCTURE = new Set(["cli", "db", "http", "jobs", "mail", "test"]);

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

type Source = { file: string; imports: string[] };

/** Paths relative to src/, with forward slashes. */
const relative = (absolute: string) => path.relative(SRC, absolute).split(path.sep).join("/");

function readSources(): Source[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?tsx?$/.test(file))
    .map((file) => {
      const text = fs.readFileSync(path.join(SRC, file), "utf8");
      const imports = [...text.matchAll(IMPORT)].map((m) =>
        relative(path.resolve(SRC, path.dirname(file), m[1] ?? "")),
      );
      return { file: file.split(path.sep).join("/"), imports };
    });
}

/** The domain a file belongs to, or null for infrastructure. */
function domainOf(file: string): string | null {
  const [top, ...rest] = file.split("/");
  return rest.length > 0 && top && !INFRASTRUCTURE.has(top) ? top : null;
}

const folders = (file: string) => file.split("/").slice(0, -1);
const isTestSupport = (file: string) => folders(file).includes("test");
const isTest = (file: string) => file.endsWith(".test.ts") || isTestSupport(file);
const entryOf = (domain: string) => `${domain}/index.ts`;

/** Every import of another domain that bypasses its entry, from the files `from` selects. */
function internalsReached(sources: Source[], from: (file: string) => boolean): string[] {
  return sources.flatMap(({ file, imports }) => {
    if (!from(file)) return [];
    return imports
      .filter((target) => {
        const to = domainOf(target);
        if (to === null || to === domainOf(file) || target === entryOf(to)) return false;
        return !(isTest(file) && isTestSupport(target));
      })
      .map((target) => `${file} imports ${target}; use ${entryOf(domainOf(target) ?? "")}`);
  });
}

describe("the server's architecture", () => {
  const sources = readSources();

  it("gives every domain folder an entry file", () => {
    const domains = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.has(entry.name))
      .map((entry) => entry.name);
    expect(domains).toContain("ads");
    expect(domains.filter((domain) => !fs.existsSync(path.join(SRC, entryOf(domain))))).toEqual([]);
  });

  it("lets a domain reach another only through its entry", () => {
    expect(internalsReached(sources, (file) => domainOf(file) !== null)).toEqual([]);
  });

  it("lets infrastructure reach a domain only through its entry", () => {
    expect(sources.find(({ file }) => file === "app.ts")?.imports).toContain("auth/index.ts");
    expect(internalsReached(sources, (file) => domainOf(file) === null)).toEqual([]);
  });

  it("keeps a domain's own files off its entry, so entries start no import cycle", () => {
    const ownEntry = sources.filter(({ file, imports }) => {
      const domain = domainOf(file);
      return domain !== null && file !== entryOf(domain) && imports.includes(entryOf(domain));
    });
    expect(ownEntry.map(({ file }) => file)).toEqual([]);
  });

  it("keeps test support out of the product", () => {
    const leaks = sources.flatMap(({ file, imports }) =>
      isTest(file) ? [] : imports.filter(isTestSupport).map((target) => `${file} imports ${target}`),
    );
    expect(leaks).toEqual([]);
  });
});
