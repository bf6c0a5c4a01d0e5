// `npm test`: every check, in stages; independent single-threaded checks share the machine's cores, and the end
// prints each stage's wall time so a slow stage shows before the suite nears its limit.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

const npx = (args) => ["npx", ...args];
/** Every workspace has its own tsconfig: each is a type check of its own. */
const TYPECHECK_PROJECTS = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).workspaces;

/** Stages run in order; the commands of one stage run at once, at most one per core. */
const STAGES = [
  {
    name: "lint, types and build",
    steps: [
      { name: "lint (Biome)", command: npx(["biome", "check", "."]) },
      ...TYPECHECK_PROJECTS.map((project) => ({
        name: `types: ${project}`,
        command: npx(["tsc", "-p", project, "--noEmit"]),
      })),
      { name: "build: web", command: ["npm", "run", "build", "-w", "@xa/web"] },
      { name: "build: extension", command: ["npm", "run", "build", "-w", "@xa/extension"] },
    ],
  },
  { name: "unit and API tests", steps: [{ name: "vitest", command: npx(["vitest", "run"]) }] },
  {
    name: "browser",
    steps: [
      { name: "bundle budget", command: ["node", "packages/web/scripts/check-bundle-budget.mjs"] },
      { name: "e2e (Playwright)", command: npx(["playwright", "test", "-c", "e2e/playwright.config.ts"]) },
    ],
    serial: true,
  },
];

const seconds = (start) => (performance.now() - start) / 1000;

function run({ name, command }, alone) {
  const start = performance.now();
  if (alone) process.stdout.write(`\n── ${name}\n`);
  return new Promise((resolve) => {
    // A step running alone streams its output; steps that run at once print theirs whole when they end.
    const child = spawn(command[0], command.slice(1), {
      stdio: ["ignore", alone ? "inherit" : "pipe", alone ? "inherit" : "pipe"],
    });
    const out = [];
    child.stdout?.on("data", (chunk) => out.push(chunk));
    child.stderr?.on("data", (chunk) => out.push(chunk));
    child.on("close", (code) => {
      process.stdout.write(`\n── ${name} ${code === 0 ? "passed" : "FAILED"} (${seconds(start).toFixed(0)} s)\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, ok: code === 0, seconds: seconds(start) });
    });
  });
}

async function runPool(steps, width) {
  const results = [];
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, width === 1));
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
  return results;
}

// `node scripts/test.mjs types` runs only the steps whose names start with "types" (npm run typecheck).
const only = process.argv[2];
const stages = STAGES.map((stage) => ({
  ...stage,
  steps: stage.steps.filter((step) => !only || step.name.startsWith(only)),
})).filter((stage) => stage.steps.length > 0);
const cores = os.availableParallelism();
const table = [];
let failed = false;
for (const stage of stages) {
  const start = performance.now();
  const results = await runPool(stage.steps, stage.serial || stage.steps.length === 1 ? 1 : cores);
  table.push({ stage: stage.name, seconds: seconds(start), steps: results });
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}

console.log("\nstage                      wall s   result");
for (const { stage, seconds: s, steps } of table) {
  console.log(`${stage.padEnd(28)} ${s.toFixed(0).padStart(6)}   ${steps.every((r) => r.ok) ? "passed" : "FAILED"}`);
  for (const step of steps) {
    console.log(`  ${step.name.padEnd(26)} ${step.seconds.toFixed(0).padStart(6)}   ${step.ok ? "passed" : "FAILED"}`);
  }
}
const total = table.reduce((sum, row) => sum + row.seconds, 0);
console.log(`${"total".padEnd(28)} ${total.toFixed(0).padStart(6)}   ${failed ? "FAILED" : "passed"}`);
process.exit(failed ? 1 : 0);
