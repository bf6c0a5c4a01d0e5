// What other domains and the app use of targeting. Audience usages (ads) are read, shared and
// downloaded as configs are, so the access, share and workbook helpers are published here.
// Outside this folder, import targeting only from here.
export { abilities, accessColumns, accessOf, assertAccess, iso, USER_JSON, usageNotFound } from "./audience-access.ts";
export { registerAudienceBuilderRoutes } from "./audience-builder/audience-builder-routes.ts";
export {
  type CriterionSet,
  combineSets,
  forgetCriterionSets,
  pinCriterionSets,
} from "./audience-builder/criterion-sets.ts";
export { type ResolvedAudience, resolveAudience } from "./audience-builder/resolve-criteria.ts";
export { type ConfigRow, findConfig } from "./audience-config-queries.ts";
export { measureAudience } from "./audience-measure.ts";
export { registerAudienceRoutes } from "./audience-routes.ts";
export { listShares, recipientByEmail, shareAudience } from "./audience-shares.ts";
export { packageWorkbook } from "./audience-workbook.ts";
export { storeWordWidener } from "./autopilot/lexical-widening.ts";
export { packageAudienceSelect, packageTermsFilter } from "./autopilot/measure-package-audience.ts";
export { startTargetingServices } from "./autopilot/start-targeting-services.ts";
export { registerAutopilotRoutes } from "./autopilot-routes.ts";
export { registerCatalogueRoutes } from "./catalogue-routes.ts";
export { registerGeoLocationRoutes } from "./geo/geo-location-routes.ts";
export { sendWorkbook } from "./package-workbook.ts";
export { registerRelatedKeywordsRoutes } from "./related-keywords-routes.ts";
