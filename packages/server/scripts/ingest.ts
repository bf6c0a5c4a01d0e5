/**
 * Imports X API v2 / v1.1 / CSV files into the social store.
 * Usage: npm run ingest -- FILE... [--format x-v2|x-v1|csv|reddit-listing|reddit-ndjson] [--map text=tweet,author=user_name]
 * Uses DATABASE_URL or DATA_DIR like the server. When a server runs on PGlite in DATA_DIR
 * (PGlite is single-process), the files are handed to that server's import endpoint instead.
 */
import fs from "node:fs";
import path from "node:path";
import { IMPORT_FORMATS, type ImportFormat } from "@xa/core/social/detect-format";
import { type CsvMapping, parseCsvMap } from "@xa/core/social/map-csv";
import { parseArgs } from "../src/cli/args.ts";
import { ProgressBar } from "../src/cli/progress-bar.ts";
import { readConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { exitIfStoreInUse } from "../src/db/store-lock.ts";
import { findLocalServer } from "../src/social/cli/local-server.ts";
import { importViaServer } from "../src/social/cli/remote-import.ts";
import { formatSummary } from "../src/social/cli/summary.ts";
import { rebuildLeftIndexes } from "../src/social/deferred-indexes.ts";
import { IngestError, ingest } from "../src/social/import/ingest.ts";
import { readFilePieces } from "../src/social/import/read-file.ts";

const { positional, options } = parseArgs(process.argv.slice(2));
const usage =
  "Usage: npm run ingest -- FILE... [--format x-v2|x-v1|csv|reddit-listing|reddit-ndjson] [--map field=column,...]";
if (positional.length === 0 || options.help) {
  console.error(usage);
  process.exit(positional.length === 0 ? 2 : 0);
}
const format = options.format as ImportFormat | undefined;
if (format && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
  console.error(`Unknown --format "${format}": use ${IMPORT_FORMATS.join(", ")}`);
  process.exit(2);
}
let map: CsvMapping | undefined;
if (options.map) {
  const parsed = parseCsvMap(options.map);
  if (parsed.error) {
    console.error(parsed.error);
    process.exit(2);
  }
  map = parsed.mapping;
}

const baseDir = process.env.INIT_CWD ?? process.cwd();
const files = positional.map((f) => path.resolve(baseDir, f));
let failed = 0;
const readable = files.filter((file) => {
  try {
    if (!fs.statSync(file).isFile()) throw new Error("not a file");
    fs.accessSync(file, fs.constants.R_OK);
    return true;
  } catch (error) {
    console.error(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
    );
    failed++;
    return false;
  }
});

const config = readConfig();
const server = config.databaseUrl ? null : findLocalServer(config.dataDir);
if (server) {
  console.error(
    `The server (pid ${server.pid}) holds the embedded database: handing the files to it on port ${server.port}.`,
  );
  for (const file of readable) {
    const ok = await importViaServer(server, file, { format, map });
    if (!ok) failed++;
  }
} else {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: "npm run ingest",
  }).catch(exitIfStoreInUse);
  await migrate(db);
  // PGlite without a server: this is the only process, as a server would be at its start. (On
  // PostgreSQL the indexes are left to the servers, one of which may be loading the demo world.)
  if (db.kind === "pglite") await rebuildLeftIndexes(db, (line) => console.error(line));
  for (const file of readable) {
    const size = fs.statSync(file).size;
    const bar = new ProgressBar(path.basename(file), "records");
    try {
      const summary = await ingest({
        db,
        input: readFilePieces(file),
        filename: path.basename(file),
        format,
        map,
        totalBytes: size,
        onProgress: (p) =>
          bar.update(
            p.read,
            undefined,
            `${((p.bytes / Math.max(size, 1)) * 100).toFixed(0)}% of ${(size / 1e6).toFixed(1)} MB · ${p.written.posts.inserted + p.written.posts.updated} posts`,
          ),
        onIndexing: (built, total, p) =>
          bar.update(p.read, undefined, `building the posts' indexes: ${built} of ${total}`),
      });
      bar.done(summary.read, undefined, "done");
      console.log(formatSummary(path.basename(file), summary));
    } catch (error) {
      bar.done(0);
      console.error(
        error instanceof IngestError ? error.message : `Import of ${file} failed: ${(error as Error).message}`,
      );
      failed++;
    }
  }
  const enrichBar = new ProgressBar("enriching accounts", "accounts");
  // Loaded once the files are in: its name and place tables are not needed while the import's
  // threads hold their memory.
  const { enrichAccounts } = await import("../src/social/enrich-accounts.ts");
  const enriched = await enrichAccounts(db, { onBatch: async (n) => enrichBar.update(n) });
  enrichBar.done(enriched);
  await db.close();
}
process.exit(failed > 0 ? 1 : 0);
