-- The richer demo catalogue (docs/architecture.md, "Game catalogue"): each language's own name, the
-- provider's display name and popular/new markers as extension columns of /games; the art is served
-- under /demo/art. Only a database seeded with the first demo catalogue (provider 'demo') is
-- brought to the new list; an operator's own games are left as they are. A fresh database gets the
-- same list from casino-api/seed/data.ts (tests/casino-api/game-catalogue.test.ts keeps them equal).
ALTER TABLE games
  ADD COLUMN name_th TEXT,
  ADD COLUMN name_en TEXT,
  ADD COLUMN name_zh TEXT,
  ADD COLUMN provider_name TEXT,
  ADD COLUMN popular BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN is_new BOOLEAN NOT NULL DEFAULT false;

CREATE TEMP TABLE demo_catalogue (
  provider TEXT, code TEXT, name TEXT, name_th TEXT, name_en TEXT, name_zh TEXT, provider_name TEXT,
  category TEXT, image_url TEXT, popular BOOLEAN, is_new BOOLEAN, sort INTEGER
) ON COMMIT DROP;
INSERT INTO demo_catalogue VALUES
  ('siamreels', 'lucky-tiger', 'เสือนำโชค (Lucky Tiger)', 'เสือนำโชค', 'Lucky Tiger', '幸运虎', 'Siam Reels', 'slot', '/demo/art/lucky-tiger.webp', true, false, 1),
  ('siamreels', 'golden-elephant', 'ช้างทองคำ (Golden Elephant)', 'ช้างทองคำ', 'Golden Elephant', '金象', 'Siam Reels', 'slot', '/demo/art/golden-elephant.webp', true, false, 2),
  ('siamreels', 'songkran-splash', 'สาดน้ำสงกรานต์ (Songkran Splash)', 'สาดน้ำสงกรานต์', 'Songkran Splash', '泼水节狂欢', 'Siam Reels', 'slot', '/demo/art/songkran-splash.webp', false, false, 3),
  ('siamreels', 'mekong-dragon', 'มังกรแม่โขง (Mekong Dragon)', 'มังกรแม่โขง', 'Mekong Dragon', '湄公河神龙', 'Siam Reels', 'slot', '/demo/art/mekong-dragon.webp', true, false, 4),
  ('siamreels', 'thai-fruits', 'ผลไม้ไทย (Thai Fruits)', 'ผลไม้ไทย', 'Thai Fruits', '泰国水果', 'Siam Reels', 'slot', '/demo/art/thai-fruits.webp', false, false, 5),
  ('lotuslive', 'baccarat', 'บาคาร่า (Baccarat)', 'บาคาร่า', 'Baccarat', '百家乐', 'Lotus Live', 'casino', '/demo/art/baccarat.webp', true, false, 6),
  ('lotuslive', 'dragon-tiger', 'เสือมังกร (Dragon Tiger)', 'เสือมังกร', 'Dragon Tiger', '龙虎斗', 'Lotus Live', 'casino', '/demo/art/dragon-tiger.webp', false, false, 7),
  ('lotuslive', 'hi-lo', 'ไฮโล (Hi-Lo Dice)', 'ไฮโล', 'Hi-Lo Dice', '骰宝', 'Lotus Live', 'casino', '/demo/art/hi-lo.webp', false, false, 8),
  ('siamreels', 'naga-treasure', 'สมบัติพญานาค (Naga Treasure)', 'สมบัติพญานาค', 'Naga Treasure', '那伽宝藏', 'Siam Reels', 'slot', '/demo/art/naga-treasure.webp', false, true, 9),
  ('siamreels', 'muay-thai-champion', 'แชมป์มวยไทย (Muay Thai Champion)', 'แชมป์มวยไทย', 'Muay Thai Champion', '泰拳冠军', 'Siam Reels', 'slot', '/demo/art/muay-thai-champion.webp', false, true, 10),
  ('siamreels', 'lotus-fortune', 'บัวทองนำลาภ (Lotus Fortune)', 'บัวทองนำลาภ', 'Lotus Fortune', '金莲送福', 'Siam Reels', 'slot', '/demo/art/lotus-fortune.webp', false, false, 11),
  ('siamreels', 'tuk-tuk-rush', 'ตุ๊กตุ๊กซิ่ง (Tuk-Tuk Rush)', 'ตุ๊กตุ๊กซิ่ง', 'Tuk-Tuk Rush', '嘟嘟车飞驰', 'Siam Reels', 'slot', '/demo/art/tuk-tuk-rush.webp', false, false, 12),
  ('siamreels', 'golden-temple', 'วัดทองมหาลาภ (Golden Temple)', 'วัดทองมหาลาภ', 'Golden Temple', '黄金寺庙', 'Siam Reels', 'slot', '/demo/art/golden-temple.webp', false, false, 13),
  ('siamreels', 'lucky-cat', 'แมวกวักนำโชค (Lucky Cat)', 'แมวกวักนำโชค', 'Lucky Cat', '招财猫', 'Siam Reels', 'slot', '/demo/art/lucky-cat.webp', true, false, 14),
  ('siamreels', 'floating-market', 'ตลาดน้ำ (Floating Market)', 'ตลาดน้ำ', 'Floating Market', '水上市场', 'Siam Reels', 'slot', '/demo/art/floating-market.webp', false, false, 15),
  ('siamreels', 'mango-sticky-rice', 'ข้าวเหนียวมะม่วง (Mango Sticky Rice)', 'ข้าวเหนียวมะม่วง', 'Mango Sticky Rice', '芒果糯米饭', 'Siam Reels', 'slot', '/demo/art/mango-sticky-rice.webp', false, true, 16),
  ('siamreels', 'diamond-sevens', 'เพชรเจ็ดดาว (Diamond Sevens)', 'เพชรเจ็ดดาว', 'Diamond Sevens', '钻石七', 'Siam Reels', 'slot', '/demo/art/diamond-sevens.webp', false, false, 17),
  ('lotuslive', 'roulette', 'รูเล็ต (Roulette)', 'รูเล็ต', 'Roulette', '轮盘', 'Lotus Live', 'casino', '/demo/art/roulette.webp', false, true, 18),
  ('lotuslive', 'blackjack', 'แบล็กแจ็ก (Blackjack)', 'แบล็กแจ็ก', 'Blackjack', '二十一点', 'Lotus Live', 'casino', '/demo/art/blackjack.webp', false, false, 19),
  ('lotuslive', 'pok-deng', 'ป๊อกเด้ง (Pok Deng)', 'ป๊อกเด้ง', 'Pok Deng', '博丁', 'Lotus Live', 'casino', '/demo/art/pok-deng.webp', true, false, 20),
  ('coralplay', 'ocean-king', 'ราชันย์แห่งท้องทะเล (Ocean King)', 'ราชันย์แห่งท้องทะเล', 'Ocean King', '海洋之王', 'Coral Play', 'fishing', '/demo/art/ocean-king.webp', true, false, 21),
  ('coralplay', 'golden-carp', 'ปลาคาร์ปทองคำ (Golden Carp)', 'ปลาคาร์ปทองคำ', 'Golden Carp', '金鲤鱼', 'Coral Play', 'fishing', '/demo/art/golden-carp.webp', false, false, 22),
  ('coralplay', 'shark-hunter', 'นักล่าฉลาม (Shark Hunter)', 'นักล่าฉลาม', 'Shark Hunter', '鲨鱼猎人', 'Coral Play', 'fishing', '/demo/art/shark-hunter.webp', false, true, 23),
  ('coralplay', 'crab-king', 'ราชาปูยักษ์ (Crab King)', 'ราชาปูยักษ์', 'Crab King', '蟹王', 'Coral Play', 'fishing', '/demo/art/crab-king.webp', false, false, 24)
;

INSERT INTO games (provider, code, name, name_th, name_en, name_zh, provider_name, category, image_url, popular, is_new, sort)
SELECT c.provider, c.code, c.name, c.name_th, c.name_en, c.name_zh, c.provider_name, c.category, c.image_url,
       c.popular, c.is_new, c.sort
FROM demo_catalogue c
WHERE EXISTS (SELECT 1 FROM games g WHERE g.provider = 'demo')
  AND NOT EXISTS (SELECT 1 FROM games g WHERE g.provider = 'demo' AND g.code = c.code)
ON CONFLICT (provider, code) DO NOTHING;

UPDATE games SET
  provider = c.provider, name = c.name, name_th = c.name_th, name_en = c.name_en, name_zh = c.name_zh,
  provider_name = c.provider_name, category = c.category, image_url = c.image_url, popular = c.popular,
  is_new = c.is_new, sort = c.sort
FROM demo_catalogue c
WHERE games.provider = 'demo' AND games.code = c.code;
