import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startDemoWorld, stopDemoWorld } from "./tests/demo-world-server.ts";

const TESTS = path.resolve(import.meta.dirname, "tests");

/**
 * Whether the command line names specs (Playwright's file filters: patterns matched against spec paths) and
 * none of them reads the demo world: such a focused run builds no world it does not need.
 */
function onlyOtherSpecs(): boolean {
  const specs = readdirSync(TESTS)
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => path.join(TESTS, name));
  const demoSpecs = specs.filter((file) => readFileSync(file, "utf8").includes("useDemoWorld("));
  const matches = (arg: string, file: string) => {
    try {
      return new RegExp(arg).test(file);
    } catch {
      return file.includes(arg);
    }
  };
  // After `playwright test`: options, their values and the file filters.
  const args = process.argv.slice(process.argv.indexOf("test") + 1);
  const filters = args.filter((arg) => !arg.startsWith("-") && specs.some((file) => matches(arg, file)));
  return filters.length > 0 && !filters.some((arg) => demoSpecs.some((file) => matches(arg, file)));
}

/** Starts building the demo world in the background, so it is ready by the time the first demo spec asks. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!onlyOtherSpecs()) await startDemoWorld();
  // The teardown stops the server whoever started it (a demo spec starts it in a focused run).
  return stopDemoWorld;
}
