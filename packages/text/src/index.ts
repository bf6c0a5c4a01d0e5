export * from "./enrich/enrich-account.ts";
export * from "./enrich/enrich-post.ts";
export * from "./enrich/enrichment-version.ts";
export * from "./language/language.ts";
export * from "./places/location.ts";
export * from "./sentiment/sentiment.ts";
