// What the app uses of creators: its routes. Creators builds on analysis (the keyword query, the
// window, the analyst's guard) and targeting (the audience builder's audiences).
export { registerCreatorsRoutes } from "./creators-routes.ts";
