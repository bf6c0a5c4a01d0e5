import type { Db } from "../../db/database.ts";
import { generateDemoWorld } from "../../social/index.ts";

/** The demo world's last day in the topic-cluster tests: the window ends here. */
export const DEBATE_END = "2026-03-31T00:00:00.000Z";

/** A small demo world: its debates (demo-debates.ts) are what the clusters must tell apart. */
export async function insertDebateWorld(db: Db): Promise<void> {
  await generateDemoWorld(db, { accounts: 600, days: 14, seed: 7, end: new Date(DEBATE_END) });
}
