-- Re-imports and connector refreshes update an account's counts again and again (followers move
-- daily). With followers_count indexed, every such update wrote a new entry in each of the table's
-- four indexes; now it is a heap-only (HOT) update that touches no index, given room on the page
-- (fillfactor). The index served only "the account with the most followers in the whole store",
-- which the analyses never ask (they rank an audience: a join, then a sort).
DROP INDEX accounts_followers_idx;
ALTER TABLE accounts SET (fillfactor = 85);
