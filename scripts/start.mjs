// `npm start`: builds the web app when its build is missing or older than its sources, then
// starts the API server, which also serves the web app at http://localhost:$PORT.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runTs } from "./run-ts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "packages/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["packages/web/src", "packages/web/index.html", "packages/core/src"].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.filter(fs.existsSync).map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourceTime) {
  console.log("Building the web app...");
  const result = spawnSync("npm", ["run", "build", "-w", "@xa/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server resolves DATA_DIR (./data by default) from the repository root, wherever this was started.
process.chdir(root);
runTs("packages/server/src/main.ts", []);
