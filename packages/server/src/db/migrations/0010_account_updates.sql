-- Accounts are rewritten whenever an import meets a profile whose counts moved, which in a
-- collection of posts is most profiles on most pages. No query reads accounts in follower order
-- across the whole store (the "largest followers" section sorts its own audience), so the index on
-- followers_count only made every such update write a new entry in each index of the table.
-- Without it, and with room left in each page, an update of counts is a HOT update: the new row
-- version goes in the same page and no index is touched.
DROP INDEX IF EXISTS accounts_followers_idx;
ALTER TABLE accounts SET (fillfactor = 80);
