-- Session and extension tokens are kept only as the SHA-256 of the token (hex), so a copy of these
-- tables signs no one in. Rows are hashed in place: everyone signed in stays signed in, and an
-- extension keeps working until its token's age passes the limit.
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');

ALTER TABLE extension_tokens RENAME COLUMN token TO token_hash;
UPDATE extension_tokens SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
