-- The OTP's reference code (casino-api/README.md, "OTP reference and resend"): four letters the SMS
-- carries beside the code and the site shows on the OTP step, so a player with several SMS knows which
-- one to type. Codes sent before this migration have none.
ALTER TABLE otps ADD COLUMN ref TEXT;
