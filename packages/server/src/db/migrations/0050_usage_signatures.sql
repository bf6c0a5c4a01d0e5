-- A usage's record as it was created (canonical JSON) and its HMAC-SHA256 signature under the
-- server's key, so an agency can later prove what was applied (verify_signed). The record is kept
-- as signed, byte for byte, because the usage itself may be edited afterwards. Usages recorded
-- before have neither.
ALTER TABLE audience_usages ADD COLUMN signed_record text, ADD COLUMN signature text;
