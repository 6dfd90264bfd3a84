/*
 * The reference API's seeded promotion and announcement as a visitor reads them in each page language
 * (casino-api/seed/data.ts; the `names` and `contents` extensions, docs/architecture.md "Upstream text
 * in three languages"), written out rather than imported: keyed by SiteLocale.htmlLang.
 */
export const newMemberPromotion: Readonly<Record<string, string>> = {
  th: 'สมาชิกใหม่ รับโบนัส 50%',
  en: 'New members: 50% bonus',
  'zh-CN': '新会员 50% 奖金',
};

export const welcomeAnnouncement: Readonly<Record<string, string>> = {
  th: 'ยินดีต้อนรับสู่ Lobby Demo ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง สมาชิกใหม่รับโบนัส 50%',
  en: 'Welcome to Lobby Demo: automatic deposits and withdrawals, 24 hours a day. New members get a 50% bonus.',
  'zh-CN': '欢迎来到 Lobby Demo：24小时自动存取款，新会员可获 50% 奖金。',
};
