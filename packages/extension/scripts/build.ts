/**
 * Builds the unpacked extension into dist/: the three scripts bundled by esbuild (core's schemas
 * included), the manifest for the origins chosen by XA_APP_URL / XA_APP_MATCHES, and the texts.
 * Load dist/ with chrome://extensions → "Load unpacked".
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { buildManifest, buildOptionsFrom, ICON_SIZES } from "../src/manifest.ts";
import { iconPng } from "./draw-icon.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { version: string };
const options = buildOptionsFrom(process.env, version);

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
const entry = (name: string) => path.join(root, "src", `${name}.ts`);
const shared = {
  outdir: dist,
  bundle: true,
  target: "chrome116",
  minify: true,
  sourcemap: "linked",
  legalComments: "none",
  define: {
    __XA_VERSION__: JSON.stringify(version),
    __XA_APP_URL__: JSON.stringify(options.appUrl),
  },
  logLevel: "warning",
} as const;
// Content scripts run as classic scripts; only the service worker is a module.
await build({ ...shared, entryPoints: [entry("app-bridge"), entry("ads-form")], format: "iife" });
await build({ ...shared, entryPoints: [entry("background")], format: "esm" });
await writeFile(path.join(dist, "manifest.json"), `${JSON.stringify(buildManifest(options), null, 2)}\n`);
await cp(path.join(root, "_locales"), path.join(dist, "_locales"), { recursive: true });
await mkdir(path.join(dist, "icons"));
for (const size of ICON_SIZES) await writeFile(path.join(dist, "icons", `${size}.png`), iconPng(size));
console.log(`extension ${version} built in ${path.relative(process.cwd(), dist)} for ${options.appMatches.join(", ")}`);
