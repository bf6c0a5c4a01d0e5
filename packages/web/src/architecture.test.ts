import { describe, expect, it } from "vitest";

// Sources read as text at build time, so the rules hold for every file, including ones added later.
const webSources = import.meta.glob(["./components/**/*.{ts,tsx}", "./api/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const coreSources = import.meta.glob("../../core/src/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Every module a source imports or re-exports, static or dynamic. */
function importedModules(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g);
  return [...found].map((match) => match[1] ?? "");
}

function offenders(sources: Record<string, string>, forbidden: (module: string) => boolean): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    importedModules(source)
      .filter(forbidden)
      .map((module) => `${file} imports ${module}`),
  );
}

describe("importedModules", () => {
  it("finds static, type-only, re-exported and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../features/b.ts";',
      'export * from "./c.ts";',
      'const d = await import("node:fs");',
      'import "./side-effect.css";',
    ].join("\n");
    expect(importedModules(source)).toEqual(["./a.ts", "../features/b.ts", "./c.ts", "node:fs", "./side-effect.css"]);
  });
});

describe("web layering", () => {
  it("reads the shared components and the HTTP client", () => {
    expect(Object.keys(webSources)).toContain("./api/http-client.ts");
    expect(Object.keys(webSources)).toContain("./components/app-frame.tsx");
  });

  // Features build on components and api/; the other way round would tie shared code to one feature.
  it("components/ and api/ import nothing from features/", () => {
    expect(offenders(webSources, (module) => /(^|\/)features\//.test(module))).toEqual([]);
  });
});

describe("core stays pure", () => {
  it("reads core's sources", () => {
    expect(Object.keys(coreSources).some((file) => file.endsWith("/core/src/index.ts"))).toBe(true);
  });

  // core is shared by the server and the browser: no UI framework, HTTP server, database or Node API.
  it("imports no React, Fastify, database driver or node: module", () => {
    const forbidden = (module: string) =>
      /^(react(-[\w-]+)?|fastify|@fastify\/[\w-]+|pg(-[\w-]+)?|@electric-sql\/pglite)(\/|$)|^node:/.test(module) ||
      ["fs", "path", "os", "crypto", "http", "https", "url", "child_process"].includes(module);
    expect(offenders(coreSources, forbidden)).toEqual([]);
  });
});
