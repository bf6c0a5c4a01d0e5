// What the app uses of creators: its routes (creators, and the influencers of a topic or a handle's
// audience). Creators builds on analysis (the keyword query, the window, the analyst's guard) and
// targeting (the audience builder's audiences).
export { registerCreatorsRoutes } from "./creators-routes.ts";
export { registerInfluencerRoutes } from "./influencer-routes.ts";
