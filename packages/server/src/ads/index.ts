// What the app and its tests use of ads. Outside this folder, import ads only from here.
export { accessOf, findTeamAdAccount } from "./ad-account-queries.ts";
export type {
  AccountRef,
  AdDay,
  AdsPlatform,
  CampaignSpec,
  LineItemSpec,
  PostMedia,
  PromotedPostSpec,
} from "./ads-platform.ts";
export { AdsPlatformError } from "./ads-platform.ts";
export { registerAdsRoutes } from "./ads-routes.ts";
export { callPlatform } from "./call-platform.ts";
export { choosePlatform } from "./choose-platform.ts";
export { registerConnectionRoutes } from "./connection-routes.ts";
export { registerLinkedAccountsRoutes } from "./linked-accounts-routes.ts";
export { registerPixelRoutes } from "./pixel-routes.ts";
export { registerUploadedAudienceRoutes } from "./uploaded-audience-routes.ts";
export { registerUsageRoutes } from "./usage-routes.ts";
