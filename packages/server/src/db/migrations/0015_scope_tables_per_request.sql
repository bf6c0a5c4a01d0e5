-- An analysis now pins its scope in unlogged tables of its own (analysis/build-scope.ts), created
-- and dropped by the request: the shared scratch tables made concurrent analyses queue on the
-- ANALYZE and VACUUM each ran on them.
DROP TABLE IF EXISTS analysis_scope_posts, analysis_scope_audience, analysis_scopes;
