// What other domains, the app and the test world use of the social store. Outside this folder,
// import it only from here. The demo world's content serves the analysis bench and the autopilot's eval.

export { type HandleOnX, lookUpHandle } from "./connector/look-up-handle.ts";
export { XApiClient } from "./connector/x-api-client.ts";
export { buildDeferredIndexes, deferSecondaryIndexes } from "./deferred-indexes.ts";
export { TOPICS } from "./demo/demo-content.ts";
export type { DemoTopic } from "./demo/demo-topics.ts";
export type { Person } from "./demo/demo-world.ts";
export { generateDemoWorld } from "./demo/generate-world.ts";
export { deleteDemoWorld } from "./demo/load-demo.ts";
export { ingest } from "./import/ingest.ts";
export { postAnalysers } from "./post-analysers.ts";
export { POST_ENGAGEMENTS_SQL } from "./post-engagements.ts";
export { IMPORT_KIND, type SocialHooks, socialJobHandlers } from "./social-jobs.ts";
export { registerSocialRoutes } from "./social-routes.ts";
export { startSocialServices } from "./social-services.ts";
export { writeItems } from "./write-items.ts";
export { notRedditId, onX } from "./x-only.ts";
