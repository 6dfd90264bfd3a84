-- Promotions and announcements in three languages (docs/architecture.md, "Upstream text in three
-- languages"): the English and Chinese of a promotion's name and of an announcement, served as the
-- `names` / `contents` extensions. The Thai stays in the spec's own columns (name, content), so staff
-- editing those never leave a stale Thai copy beside them. Only the demo's seeded promotions and
-- announcement, found by their Thai text, are given their English and Chinese; an operator's own rows
-- are left without. A fresh database gets the same from casino-api/seed/data.ts
-- (tests/casino-api/localized-texts.test.ts keeps them equal).
ALTER TABLE promotions
  ADD COLUMN name_en TEXT,
  ADD COLUMN name_zh TEXT;

ALTER TABLE announcements
  ADD COLUMN content_en TEXT,
  ADD COLUMN content_zh TEXT;

UPDATE promotions SET name_en = d.name_en, name_zh = d.name_zh
FROM (VALUES
  ('สมาชิกใหม่ รับโบนัส 50%', 'New members: 50% bonus', '新会员 50% 奖金'),
  ('ฝากแรกของวัน 10%', 'First deposit of the day: 10% bonus', '每日首存 10% 奖金'),
  ('รับฟรี 100 บาท', 'Get 100 baht free', '免费领取 100 泰铢')
) AS d (name, name_en, name_zh)
WHERE promotions.name = d.name AND promotions.name_en IS NULL AND promotions.name_zh IS NULL;

UPDATE announcements SET
  content_en = 'Welcome to Lobby Demo: automatic deposits and withdrawals, 24 hours a day. New members get a 50% bonus.',
  content_zh = '欢迎来到 Lobby Demo：24小时自动存取款，新会员可获 50% 奖金。'
WHERE content = 'ยินดีต้อนรับสู่ Lobby Demo ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง สมาชิกใหม่รับโบนัส 50%'
  AND content_en IS NULL AND content_zh IS NULL;
