-- A bulk load into an empty store (the demo world) drops the secondary indexes of the tables it
-- fills and builds them once at the end. Their definitions are kept here until they are built
-- again, so a load that is interrupted does not leave the store without them for good: the next
-- start builds whatever is still listed.
CREATE TABLE deferred_indexes (
  name text PRIMARY KEY,
  definition text NOT NULL,
  dropped_at timestamptz NOT NULL DEFAULT now()
);
