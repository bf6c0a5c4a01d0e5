import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The import's thread entry points, in this folder. */
export type ThreadEntry = "ingest-worker" | "japanese-worker";

let bundles: Promise<Map<ThreadEntry, URL> | null> | null = null;

/**
 * The import's threads as bundled JavaScript: TypeScript through tsx costs each thread a module
 * loader thread of its own and the memory that holds. Built by esbuild once per process (quickly),
 * this project's code in, packages out; written beside the packages (node_modules/.cache, where
 * they resolve) under a name from its content, so processes share a build and never see half of
 * one. Null when it cannot be built: the threads then run TypeScript through tsx.
 */
export function threadBundles(): Promise<Map<ThreadEntry, URL> | null> {
  bundles ??= build().catch(() => null);
  return bundles;
}

async function build(): Promise<Map<ThreadEntry, URL>> {
  const { build: esbuild } = await import("esbuild");
  // The threads' packages are the text package's (lindera, tinyld…): found from there.
  const text = createRequire(createRequire(import.meta.url).resolve("@xa/text"));
  const modules = path.dirname(path.dirname(text.resolve("lindera-wasm-nodejs-ipadic")));
  const dir = path.join(modules, ".cache", "xa-import-threads");
  const entries: ThreadEntry[] = ["ingest-worker", "japanese-worker"];
  const here = path.dirname(fileURLToPath(import.meta.url));
  const result = await esbuild({
    entryPoints: entries.map((entry) => path.join(here, `${entry}.ts`)),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: dir,
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "packages-outside",
        setup(b) {
          // Packages load from node_modules as they are; the workspace's own TypeScript is bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@xa/") ? undefined : { external: true }));
        },
      },
    ],
  });
  fs.mkdirSync(dir, { recursive: true });
  const urls = new Map<ThreadEntry, URL>();
  for (const entry of entries) {
    const output = result.outputFiles.find((f) => path.basename(f.path) === `${entry}.js`);
    if (!output) throw new Error(`no bundle for ${entry}`);
    const hash = createHash("sha256").update(output.contents).digest("hex").slice(0, 16);
    const file = path.join(dir, `${entry}-${hash}.mjs`);
    if (!fs.existsSync(file)) {
      const partial = `${file}.${randomUUID()}.partial`;
      fs.writeFileSync(partial, output.contents);
      fs.renameSync(partial, file);
    }
    urls.set(entry, pathToFileURL(file));
  }
  return urls;
}
