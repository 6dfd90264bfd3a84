-- Who an announcement is for (casino-api/README.md, "Announcements"): 'everyone' (spec §3's only
-- case), or 'guests', for copy that sells the site to a visitor ("new members get a 50% bonus") and
-- would tell a signed-in member something untrue for them. Served as the `audience` extension; an
-- operator's own rows stay 'everyone'. Only the demo's seeded welcome, found by its Thai text, is for
-- guests; a fresh database gets the same from casino-api/seed/data.ts.
ALTER TABLE announcements
  ADD COLUMN audience TEXT NOT NULL DEFAULT 'everyone' CHECK (audience IN ('everyone', 'guests'));

UPDATE announcements SET audience = 'guests'
WHERE content = 'ยินดีต้อนรับสู่ Lobby Demo ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง สมาชิกใหม่รับโบนัส 50%';
