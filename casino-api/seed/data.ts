import type { Insertable } from 'kysely';
import type { EventsTable, GamesTable, PromotionsTable } from '../db/schema';
import { returnToPlayerPercent } from '../services/slot';

/* Demo content (brief): Thai first, as the operator's own back office would have entered it. */

export const demoPassword = 'Demo1234';

export const demoMembers = {
  depositor: {
    phone: '0812345678',
    bank: 'KBANK',
    account_number: '1234567890',
    name: 'สมชาย ใจดี',
    birth_date: '1992-03-15',
  },
  newcomer: { phone: '0898765432' },
} as const;

export const demoAffiliate = {
  affiliate_key: 'AFF001',
  username: 'adviser01',
  name: 'ที่ปรึกษา หนึ่ง',
  line: '@adviser01',
};

/*
 * Each promotion's English and Chinese name is an extension (docs/architecture.md, "Upstream text in
 * three languages"); migration 010 gives a database seeded before it the same ones.
 */
export const demoPromotions: Insertable<PromotionsTable>[] = [
  {
    name: 'สมาชิกใหม่ รับโบนัส 50%',
    name_en: 'New members: 50% bonus',
    name_zh: '新会员 50% 奖金',
    bonus_percent: 50,
    bonus_max_satang: 50_000,
    deposit_max_satang: 100_000,
    turnover: 5,
    eligibility: 'new_member',
    sort: 1,
  },
  {
    name: 'ฝากแรกของวัน 10%',
    name_en: 'First deposit of the day: 10% bonus',
    name_zh: '每日首存 10% 奖金',
    bonus_percent: 10,
    bonus_max_satang: 30_000,
    deposit_max_satang: 300_000,
    turnover: 3,
    eligibility: 'first_of_day',
    sort: 2,
  },
  {
    name: 'รับฟรี 100 บาท',
    name_en: 'Get 100 baht free',
    name_zh: '免费领取 100 泰铢',
    bonus_fixed_satang: 10_000,
    bonus_max_satang: 10_000,
    deposit_max_satang: 50_000,
    turnover: 10,
    eligibility: 'any',
    sort: 3,
  },
];

/*
 * The demo catalogue (docs/architecture.md, "Game catalogue"): three invented providers, Thai names
 * as an upstream back office enters them ("Thai (English)") plus each language's own name as an
 * extension, popular and new markers, and art drawn by scripts/draw-game-art.ts into
 * casino-api/demo-game/art/{code}.webp (served under /demo/art). Migration 009 brings a database
 * seeded with the first eight games to this list; a test keeps the two equal.
 */

export const demoProviders = {
  siamreels: 'Siam Reels',
  lotuslive: 'Lotus Live',
  coralplay: 'Coral Play',
} as const;

export interface DemoGame {
  provider: keyof typeof demoProviders;
  code: string;
  category: 'slot' | 'casino' | 'fishing';
  th: string;
  en: string;
  zh: string;
  mark?: 'popular' | 'new';
}

export const demoCatalogue: DemoGame[] = [
  {
    provider: 'siamreels',
    code: 'lucky-tiger',
    category: 'slot',
    th: 'เสือนำโชค',
    en: 'Lucky Tiger',
    zh: '幸运虎',
    mark: 'popular',
  },
  {
    provider: 'siamreels',
    code: 'golden-elephant',
    category: 'slot',
    th: 'ช้างทองคำ',
    en: 'Golden Elephant',
    zh: '金象',
    mark: 'popular',
  },
  {
    provider: 'siamreels',
    code: 'songkran-splash',
    category: 'slot',
    th: 'สาดน้ำสงกรานต์',
    en: 'Songkran Splash',
    zh: '泼水节狂欢',
  },
  {
    provider: 'siamreels',
    code: 'mekong-dragon',
    category: 'slot',
    th: 'มังกรแม่โขง',
    en: 'Mekong Dragon',
    zh: '湄公河神龙',
    mark: 'popular',
  },
  {
    provider: 'siamreels',
    code: 'thai-fruits',
    category: 'slot',
    th: 'ผลไม้ไทย',
    en: 'Thai Fruits',
    zh: '泰国水果',
  },
  {
    provider: 'lotuslive',
    code: 'baccarat',
    category: 'casino',
    th: 'บาคาร่า',
    en: 'Baccarat',
    zh: '百家乐',
    mark: 'popular',
  },
  {
    provider: 'lotuslive',
    code: 'dragon-tiger',
    category: 'casino',
    th: 'เสือมังกร',
    en: 'Dragon Tiger',
    zh: '龙虎斗',
  },
  { provider: 'lotuslive', code: 'hi-lo', category: 'casino', th: 'ไฮโล', en: 'Hi-Lo Dice', zh: '骰宝' },
  {
    provider: 'siamreels',
    code: 'naga-treasure',
    category: 'slot',
    th: 'สมบัติพญานาค',
    en: 'Naga Treasure',
    zh: '那伽宝藏',
    mark: 'new',
  },
  {
    provider: 'siamreels',
    code: 'muay-thai-champion',
    category: 'slot',
    th: 'แชมป์มวยไทย',
    en: 'Muay Thai Champion',
    zh: '泰拳冠军',
    mark: 'new',
  },
  {
    provider: 'siamreels',
    code: 'lotus-fortune',
    category: 'slot',
    th: 'บัวทองนำลาภ',
    en: 'Lotus Fortune',
    zh: '金莲送福',
  },
  {
    provider: 'siamreels',
    code: 'tuk-tuk-rush',
    category: 'slot',
    th: 'ตุ๊กตุ๊กซิ่ง',
    en: 'Tuk-Tuk Rush',
    zh: '嘟嘟车飞驰',
  },
  {
    provider: 'siamreels',
    code: 'golden-temple',
    category: 'slot',
    th: 'วัดทองมหาลาภ',
    en: 'Golden Temple',
    zh: '黄金寺庙',
  },
  {
    provider: 'siamreels',
    code: 'lucky-cat',
    category: 'slot',
    th: 'แมวกวักนำโชค',
    en: 'Lucky Cat',
    zh: '招财猫',
    mark: 'popular',
  },
  {
    provider: 'siamreels',
    code: 'floating-market',
    category: 'slot',
    th: 'ตลาดน้ำ',
    en: 'Floating Market',
    zh: '水上市场',
  },
  {
    provider: 'siamreels',
    code: 'mango-sticky-rice',
    category: 'slot',
    th: 'ข้าวเหนียวมะม่วง',
    en: 'Mango Sticky Rice',
    zh: '芒果糯米饭',
    mark: 'new',
  },
  {
    provider: 'siamreels',
    code: 'diamond-sevens',
    category: 'slot',
    th: 'เพชรเจ็ดดาว',
    en: 'Diamond Sevens',
    zh: '钻石七',
  },
  {
    provider: 'lotuslive',
    code: 'roulette',
    category: 'casino',
    th: 'รูเล็ต',
    en: 'Roulette',
    zh: '轮盘',
    mark: 'new',
  },
  {
    provider: 'lotuslive',
    code: 'blackjack',
    category: 'casino',
    th: 'แบล็กแจ็ก',
    en: 'Blackjack',
    zh: '二十一点',
  },
  {
    provider: 'lotuslive',
    code: 'pok-deng',
    category: 'casino',
    th: 'ป๊อกเด้ง',
    en: 'Pok Deng',
    zh: '博丁',
    mark: 'popular',
  },
  {
    provider: 'coralplay',
    code: 'ocean-king',
    category: 'fishing',
    th: 'ราชันย์แห่งท้องทะเล',
    en: 'Ocean King',
    zh: '海洋之王',
    mark: 'popular',
  },
  {
    provider: 'coralplay',
    code: 'golden-carp',
    category: 'fishing',
    th: 'ปลาคาร์ปทองคำ',
    en: 'Golden Carp',
    zh: '金鲤鱼',
  },
  {
    provider: 'coralplay',
    code: 'shark-hunter',
    category: 'fishing',
    th: 'นักล่าฉลาม',
    en: 'Shark Hunter',
    zh: '鲨鱼猎人',
    mark: 'new',
  },
  {
    provider: 'coralplay',
    code: 'crab-king',
    category: 'fishing',
    th: 'ราชาปูยักษ์',
    en: 'Crab King',
    zh: '蟹王',
  },
];

/** Where the API serves a demo game's art; /games answers it as an absolute URL. */
export const demoArtPath = (code: string) => `/demo/art/${code}.webp`;

/** The demo slot machine's theoretical return, to two decimals as the catalogue gives it. */
export const DEMO_RTP = Math.round(returnToPlayerPercent() * 100) / 100;

export const demoGames: Insertable<GamesTable>[] = demoCatalogue.map((g, i) => ({
  provider: g.provider,
  code: g.code,
  name: `${g.th} (${g.en})`,
  name_th: g.th,
  name_en: g.en,
  name_zh: g.zh,
  provider_name: demoProviders[g.provider],
  category: g.category,
  image_url: demoArtPath(g.code),
  popular: g.mark === 'popular',
  is_new: g.mark === 'new',
  sort: i + 1,
  // every demo game is the demo provider's one slot machine (services/slot.ts); migration 016 says the same
  rtp: DEMO_RTP,
}));

export const demoEvents: Insertable<EventsTable>[] = [
  { name: 'โบนัสวันเกิด', bonus_satang: 5_000, sort: 1, kind: 'birthday' },
  { name: 'กิจกรรมเช็คอินรายสัปดาห์', bonus_satang: 2_000, sort: 2 },
];

export const demoAnnouncement = {
  content: 'ยินดีต้อนรับสู่ Lobby Demo ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง สมาชิกใหม่รับโบนัส 50%',
  // extension, as migration 010 gives a database seeded before it
  content_en:
    'Welcome to Lobby Demo: automatic deposits and withdrawals, 24 hours a day. New members get a 50% bonus.',
  content_zh: '欢迎来到 Lobby Demo：24小时自动存取款，新会员可获 50% 奖金。',
  img: null,
  active: 1 as const,
  // extension, as migration 017 gives a database seeded before it: "new members get 50%" is for guests
  audience: 'guests' as const,
  sort: 1,
};
