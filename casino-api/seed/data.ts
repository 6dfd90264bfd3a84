import type { Insertable } from 'kysely';
import type { EventsTable, GamesTable, PromotionsTable } from '../db/schema';

/* Demo content (brief): Thai first, as the operator's own back office would have entered it. */

export const demoPassword = 'Demo1234';

export const demoMembers = {
  depositor: { phone: '0812345678', bank: 'KBANK', account_number: '1234567890', name: 'สมชาย ใจดี' },
  newcomer: { phone: '0898765432' },
} as const;

export const demoAffiliate = {
  affiliate_key: 'AFF001',
  username: 'adviser01',
  name: 'ที่ปรึกษา หนึ่ง',
  line: '@adviser01',
};

export const demoPromotions: Insertable<PromotionsTable>[] = [
  {
    name: 'สมาชิกใหม่ รับโบนัส 50%',
    bonus_percent: 50,
    bonus_max_satang: 50_000,
    deposit_max_satang: 100_000,
    turnover: 5,
    eligibility: 'new_member',
    sort: 1,
  },
  {
    name: 'ฝากแรกของวัน 10%',
    bonus_percent: 10,
    bonus_max_satang: 30_000,
    deposit_max_satang: 300_000,
    turnover: 3,
    eligibility: 'first_of_day',
    sort: 2,
  },
  {
    name: 'รับฟรี 100 บาท',
    bonus_fixed_satang: 10_000,
    bonus_max_satang: 10_000,
    deposit_max_satang: 50_000,
    turnover: 10,
    eligibility: 'any',
    sort: 3,
  },
];

const game = (code: string, name: string, category: string, sort: number): Insertable<GamesTable> => ({
  provider: 'demo',
  code,
  name,
  category,
  image_url: null,
  sort,
});

export const demoGames: Insertable<GamesTable>[] = [
  game('lucky-tiger', 'เสือนำโชค (Lucky Tiger)', 'slot', 1),
  game('golden-elephant', 'ช้างทองคำ (Golden Elephant)', 'slot', 2),
  game('songkran-splash', 'สาดน้ำสงกรานต์ (Songkran Splash)', 'slot', 3),
  game('mekong-dragon', 'มังกรแม่โขง (Mekong Dragon)', 'slot', 4),
  game('thai-fruits', 'ผลไม้ไทย (Thai Fruits)', 'slot', 5),
  game('baccarat', 'บาคาร่า (Baccarat)', 'casino', 6),
  game('dragon-tiger', 'เสือมังกร (Dragon Tiger)', 'casino', 7),
  game('hi-lo', 'ไฮโล (Hi-Lo)', 'casino', 8),
];

export const demoEvents: Insertable<EventsTable>[] = [
  { name: 'โบนัสวันเกิด', bonus_satang: 5_000, sort: 1 },
  { name: 'กิจกรรมเช็คอินรายสัปดาห์', bonus_satang: 2_000, sort: 2 },
];

export const demoAnnouncement = {
  content: 'ยินดีต้อนรับสู่ Lobby Demo ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง สมาชิกใหม่รับโบนัส 50%',
  img: null,
  active: 1 as const,
  sort: 1,
};
