-- Invites are limited per inviting user (across their teams) and per invited address (across all
-- teams) as well as per team: each count reads the last 24 hours of invites by its own key.
CREATE INDEX team_invites_sender_created ON team_invites (invited_by, created_at);
CREATE INDEX team_invites_address_created ON team_invites (lower(email), created_at);
