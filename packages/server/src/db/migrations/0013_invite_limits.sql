-- Invites are limited per team per day and deduplicated per address.
-- A withdrawn invite is kept as 'revoked' instead of deleted, so withdrawing and inviting again
-- cannot get round the day's count.
ALTER TABLE team_invites DROP CONSTRAINT team_invites_status_check;
ALTER TABLE team_invites ADD CONSTRAINT team_invites_status_check
  CHECK (status IN ('pending', 'accepted', 'revoked'));

-- One pending invite per address and team: older duplicates are withdrawn, the newest is kept.
UPDATE team_invites i SET status = 'revoked'
WHERE status = 'pending' AND EXISTS (
  SELECT 1 FROM team_invites j
  WHERE j.team_id = i.team_id AND lower(j.email) = lower(i.email) AND j.status = 'pending' AND j.id > i.id
);
CREATE UNIQUE INDEX team_invites_pending_email ON team_invites (team_id, lower(email)) WHERE status = 'pending';

-- The day's count reads a team's invites by creation time.
CREATE INDEX team_invites_team_created ON team_invites (team_id, created_at);
DROP INDEX team_invites_team_idx;
