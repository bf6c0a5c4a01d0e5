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

// Every web source, test or not, for the rules between features and the layers they share.
const appSources = import.meta.glob(["./**/*.{ts,tsx}", "!./architecture.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** What a source depends on: what it imports, and what it mocks in place of a module (vi.mock and its kin). */
function dependencies(source: string): string[] {
  const mocked = [
    ...source.matchAll(/\bvi\.(?:mock|doMock|importActual|importMock)\s*(?:<[^>]*>)?\(\s*["']([^"']+)["']/g),
  ];
  return [...importedModules(source), ...mocked.map((match) => match[1] ?? "")];
}

/** Where a relative module of `file` (both as written from src/) lands, from src/; null for a package or beyond src/. */
function resolvedFrom(file: string, module: string): string | null {
  if (!module.startsWith(".")) return null;
  const parts = file.replace(/^\.\//, "").split("/").slice(0, -1);
  for (const part of module.split("/")) {
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The feature a path from src/ belongs to ("features/ads/x.ts" → "ads"), if any. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];
/** The app layer puts features together: the variants' routes and layouts, and the entry that starts them. */
const isAppLayer = (path: string) => /^(variants\/|app\.tsx$|main\.tsx$)/.test(path);
/** Shared layers: everything but the features, the app layer and test support. */
const isShared = (path: string) => featureOf(path) === undefined && !isAppLayer(path) && !path.startsWith("test/");

/** Each "file imports module" where the module, as a path from src/, breaks the rule for that file. */
function breaches(forbidden: (file: string, target: string) => boolean): string[] {
  return Object.entries(appSources).flatMap(([file, source]) =>
    dependencies(source)
      .filter((module) => {
        const target = resolvedFrom(file, module);
        return target !== null && forbidden(file.replace(/^\.\//, ""), target);
      })
      .map((module) => `${file} imports ${module}`),
  );
}

describe("features stand alone", () => {
  it("reads every source, tests and test support included", () => {
    const files = Object.keys(appSources);
    expect(files).toContain("./features/ads/ads-api.ts");
    expect(files).toContain("./variants/routes.test.tsx");
    expect(files.some((file) => file.endsWith(".test-support.ts"))).toBe(true);
    expect(files.filter((file) => isShared(file.slice(2))).length).toBeGreaterThan(50);
  });

  it("resolves a relative module from its file, and leaves packages out", () => {
    expect(resolvedFrom("./features/ads/apply/x.ts", "../../targeting/y.ts")).toBe("features/targeting/y.ts");
    expect(resolvedFrom("./features/ads/x.ts", "../../session/current-user.tsx")).toBe("session/current-user.tsx");
    expect(resolvedFrom("./components/x.ts", "./y.ts")).toBe("components/y.ts");
    expect(resolvedFrom("./architecture.test.ts", "../../core/src/index.ts")).toBeNull();
    expect(resolvedFrom("./main.tsx", "react")).toBeNull();
    expect(dependencies('vi.mock("../a.ts", () => ({}));\nimport { b } from "./b.ts";')).toEqual(["./b.ts", "../a.ts"]);
  });

  // What two features share moves to a shared folder named for it; a page that shows another feature's UI is
  // given it by the app layer (variants/), so each feature can change, or go, on its own.
  it("no feature imports another feature, in its code or its tests", () => {
    expect(
      breaches((file, target) => {
        const from = featureOf(file);
        const to = featureOf(target);
        return from !== undefined && to !== undefined && from !== to;
      }),
    ).toEqual([]);
  });

  // api/, components/, theme/, i18n/, session/, format/… are built on by the features; reaching back up would tie
  // them to one feature or one variant.
  it("shared layers import no feature and nothing of the app layer", () => {
    expect(
      breaches((file, target) => isShared(file) && (featureOf(target) !== undefined || isAppLayer(target))),
    ).toEqual([]);
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

// Everything that runs in the browser besides core: the web app (this test aside) and the extension.
const browserSources = import.meta.glob(
  ["./**/*.{ts,tsx}", "!./architecture.test.ts", "../../extension/src/**/*.{ts,tsx}"],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

/** Where an import written in `file` leads, as a path from this folder (both relative to it). */
function importedPath(file: string, module: string): string {
  const parts: string[] = [];
  for (const part of [...file.split("/").slice(0, -1), ...module.split("/")]) {
    if (part === "..") {
      if (parts.length > 0 && parts.at(-1) !== "..") parts.pop();
      else parts.push("..");
    } else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** Whether the import is of the text package, by its name or by a relative path into packages/text. */
function isTextImport(file: string, module: string): boolean {
  if (/^@xa\/text(\/|$)/.test(module)) return true;
  return module.startsWith(".") && /^\.\.\/\.\.\/text(\/|$)/.test(importedPath(file, module));
}

function textImports(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    importedModules(source)
      .filter((module) => isTextImport(file, module))
      .map((module) => `${file} imports ${module}`),
  );
}

describe("text analysis stays on the server", () => {
  it("reads the web app's and the extension's sources", () => {
    expect(Object.keys(browserSources)).toContain("./main.tsx");
    expect(Object.keys(browserSources)).toContain("../../extension/src/background.ts");
  });

  it("tells an import of the text package by its name or its path", () => {
    expect(isTextImport("./features/a/b.tsx", "@xa/text/places/location")).toBe(true);
    expect(isTextImport("../../core/src/social/a.ts", "../../../text/src/index.ts")).toBe(true);
    expect(isTextImport("./a.ts", "../../text")).toBe(true);
    expect(isTextImport("../../core/src/social/a.ts", "./post-words.ts")).toBe(false);
    expect(isTextImport("./a.ts", "@xa/core/social/post-words")).toBe(false);
    expect(isTextImport("./features/text/a.ts", "../text/b.ts")).toBe(false);
  });

  // Its lexicons, gazetteer and analysers are the server's: what the browser needs of them is in core.
  it("core, the web app and the extension import nothing from @xa/text", () => {
    expect(textImports({ ...coreSources, ...browserSources })).toEqual([]);
  });
});
