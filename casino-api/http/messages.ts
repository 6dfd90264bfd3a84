import type { ValidationKey } from '../../lib/casino/contract-fields';

/*
 * The contract's zod messages are keys (lib/casino/contract-fields.ts); a Laravel backend answers
 * in Thai, so this is the one table that turns a key plus a field into the sentence a member reads.
 */

const labels: Record<string, string> = {
  phone: 'เบอร์โทร',
  password: 'รหัสผ่าน',
  password_confirmation: 'ยืนยันรหัสผ่าน',
  old_password: 'รหัสผ่านเดิม',
  otp: 'รหัส OTP',
  token: 'รหัสยืนยัน',
  game_username: 'ชื่อผู้ใช้',
  amount: 'จำนวนเงิน',
  promotion_id: 'โปรโมชั่น',
  bank: 'ธนาคาร',
  account_number: 'เลขบัญชี',
  name: 'ชื่อบัญชี',
  line: 'ไลน์ไอดี',
  affiliate_key: 'รหัสผู้แนะนำ',
  referral_key: 'รหัสแนะนำเพื่อน',
  date: 'วันที่',
  bet: 'จำนวนเดิมพัน',
  // operator API fields (routes/operator-content.ts)
  image_url: 'ลิงก์รูปภาพ',
  img: 'ลิงก์รูปภาพ',
  content: 'ข้อความ',
  // the `names` / `contents` extensions (docs/architecture.md, "Upstream text in three languages")
  name_en: 'ชื่อภาษาอังกฤษ',
  name_zh: 'ชื่อภาษาจีน',
  content_en: 'ข้อความภาษาอังกฤษ',
  content_zh: 'ข้อความภาษาจีน',
  bonus: 'โบนัส',
  bonus_percent: 'เปอร์เซ็นต์โบนัส',
  bonus_fixed: 'โบนัสคงที่',
  bonus_max: 'โบนัสสูงสุด',
  deposit_max: 'ยอดฝากสูงสุด',
  turnover: 'เทิร์นโอเวอร์',
  turnover_max: 'เทิร์นโอเวอร์สูงสุด',
  eligibility: 'เงื่อนไขการรับโปรโมชั่น',
  active: 'สถานะ',
  sort: 'ลำดับ',
  // object-level rules (e.g. an empty edit) report on `error`, as spec §7's errors.error
  error: 'ข้อมูล',
};

const label = (field: string) => labels[field] ?? field;

const sentences: Record<ValidationKey, (field: string) => string> = {
  required: (f) => `กรุณาระบุ${label(f)}`,
  phoneInvalid: () => 'เบอร์โทรไม่ถูกต้อง กรุณาระบุตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09',
  passwordLength: () => 'รหัสผ่านต้องมีความยาว 8-15 ตัวอักษร',
  passwordFormat: () => 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข',
  passwordMismatch: () => 'ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน',
  otpInvalid: () => 'รหัส OTP ไม่ถูกต้อง',
  amountInvalid: () => 'จำนวนเงินไม่ถูกต้อง',
  accountNumberInvalid: () => 'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
  nameInvalid: () => 'ชื่อบัญชีมีอักขระที่ไม่อนุญาต',
  bankInvalid: () => 'กรุณาเลือกธนาคาร',
  tooLong: (f) => `${label(f)}ยาวเกินไป`,
};

export function thaiMessage(key: string, field: string): string {
  const sentence = sentences[key as ValidationKey];
  return sentence ? sentence(field) : `${label(field)}ไม่ถูกต้อง`;
}

export const unknownFieldMessage = (field: string) => `ไม่รองรับข้อมูล ${field}`;

/** Business errors of spec §8 and of the reference API, in one place. */
export const messages = {
  loginFailed: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง',
  loginHeldBack: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  phoneTaken: 'เบอร์โทรนี้ถูกใช้งานแล้ว',
  phoneNotStarted: 'กรุณาเริ่มสมัครสมาชิกด้วยเบอร์โทรอีกครั้ง',
  otpWrong: 'รหัส OTP ไม่ถูกต้อง',
  otpExpired: 'รหัส OTP หมดอายุหรือใส่ผิดเกินจำนวนครั้ง กรุณาขอรหัสใหม่',
  otpResendEarly: 'ยังขอรหัสใหม่ไม่ได้ กรุณารอให้ครบเวลาก่อน',
  otpResendTooMany: 'ขอรหัส OTP บ่อยเกินไป กรุณาลองใหม่ในอีก 1 ชั่วโมง',
  bankUnknown: 'ไม่รองรับธนาคารนี้',
  bankAlreadySet: 'บัญชีนี้ผูกบัญชีธนาคารแล้ว กรุณาติดต่อเจ้าหน้าที่',
  accountTaken: 'เลขบัญชีนี้ถูกใช้งานแล้ว',
  phoneMismatch: 'เบอร์โทรไม่ตรงกับบัญชีที่เข้าสู่ระบบ',
  notFound: 'ไม่พบข้อมูล',
} as const;

/** Wallet, game and bonus messages (spec §8 where it gives the wording). */
export const walletMessages = {
  needBank: 'กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ',
  pendingExists: 'มีรายการที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้น',
  promotionUnavailable: 'ไม่สามารถรับโปรโมชั่นนี้ได้',
  promotionActive: 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ',
  promotionNewMembersOnly: 'สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น',
  promotionFirstOfDayTaken: 'รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากแล้ว รับได้อีกครั้งพรุ่งนี้',
  depositOverPromotion: (baht: string) => `ยอดฝากสูงสุดสำหรับโปรโมชั่นนี้คือ ${baht} บาท`,
  depositBelowMin: (baht: string) => `ยอดฝากขั้นต่ำ ${baht} บาท`,
  depositOverMax: (baht: string) => `ฝากได้สูงสุดครั้งละ ${baht} บาท`,
  neverDeposited: 'ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง',
  insufficient: 'ยอดเงินในบัญชีไม่เพียงพอ',
  turnoverIncomplete: 'ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น',
  requestNotFound: 'ไม่พบรายการ',
  depositExpired: 'หมดเวลาทำรายการฝากเงิน',
  withdrawExpired: 'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย',
  cancelledByMember: 'ยกเลิกโดยลูกค้า',
  rejectedByStaff: 'รายการถูกปฏิเสธโดยเจ้าหน้าที่',
  depositFirst: 'please deposit first to play',
  lowCredit: 'เครดิตไม่เพียงพอ กรุณาฝากเงินก่อนเล่นเกม',
  gameNotFound: 'ไม่พบเกม',
  turnoverCleared: 'ล้างเทิร์นโอเวอร์เรียบร้อย',
  turnoverDone: 'ทำเทิร์นโอเวอร์ครบแล้ว',
  turnoverCreditTooHigh: 'ล้างเทิร์นโอเวอร์ได้เมื่อเครดิตต่ำกว่า 20 บาทเท่านั้น',
  noPromotion: 'ไม่มีโปรโมชั่นที่ต้องทำเทิร์นโอเวอร์',
  eventNotFound: 'ไม่พบกิจกรรม',
  eventReceived: 'รับโบนัสกิจกรรมนี้แล้ว',
  birthdayOnly: 'รับโบนัสวันเกิดได้เฉพาะในวันเกิดของคุณเท่านั้น',
  birthdayUnknown: 'ยังไม่มีวันเกิดในบัญชีของคุณ กรุณาติดต่อเจ้าหน้าที่',
  oldPasswordWrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
  resetExpired: 'รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่',
  gameUsernameMismatch: 'ชื่อผู้ใช้ไม่ตรงกับเบอร์โทร',
  betInvalid: 'จำนวนเดิมพันไม่ถูกต้อง',
  gameSessionExpired: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่',
} as const;

/** Idempotency-Key answers (docs/security.md): a retried money call with a key used for something else. */
export const idempotencyMessages = {
  reused: 'Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว กรุณาเริ่มทำรายการใหม่',
  invalid: 'Idempotency-Key ไม่ถูกต้อง',
  inProgress: 'รายการนี้กำลังดำเนินการ กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
} as const;

/**
 * Player protection (docs/player-protection.md): what the reference API says when a limit or a break
 * stops something.
 */
export const protectionMessages = {
  overLimit: (period: string, baht: string) => `ยอดฝากเกินวงเงินฝาก${period}ที่คุณตั้งไว้ ฝากได้อีกไม่เกิน ${baht} บาท`,
  periods: { day: 'รายวัน', week: 'ราย 7 วัน', month: 'รายเดือน' },
  overLossLimit: (period: string, baht: string) =>
    `ยอดฝากเกินวงเงินเสีย${period}ที่คุณตั้งไว้ ฝากได้อีกไม่เกิน ${baht} บาท`,
  lossReached: (period: string) => `คุณเสียถึงวงเงินเสีย${period}ที่ตั้งไว้แล้ว ระหว่างนี้เข้าเล่นเกมไม่ได้`,
  playLimitsSaved: 'บันทึกวงเงินเสียและเวลาเล่นเรียบร้อย',
  playLimitsRaiseLater: 'บันทึกเรียบร้อย วงเงินหรือเวลาที่เพิ่มขึ้นหรือยกเลิกจะมีผลหลังจาก 24 ชั่วโมง',
  excluded: (until: string) =>
    `บัญชีของคุณอยู่ในช่วงพักการเล่นถึง ${until} ระหว่างนี้ฝากเงิน รับโบนัส และเข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้`,
  cannotShorten: (until: string) => `ไม่สามารถลดระยะเวลาพักการเล่นได้ ช่วงพักปัจจุบันสิ้นสุด ${until}`,
  limitsSaved: 'บันทึกวงเงินฝากเรียบร้อย',
  limitsRaiseLater: 'บันทึกเรียบร้อย วงเงินที่เพิ่มขึ้นหรือยกเลิกจะมีผลหลังจาก 24 ชั่วโมง',
  breakTaken: (until: string) => `เริ่มพักการเล่นแล้ว สิ้นสุด ${until}`,
  realityCheckSaved: 'บันทึกการแจ้งเตือนเรียบร้อย',
  reviewDone: 'บันทึกการทบทวนบัญชีเรียบร้อย',
  depositsPaused: {
    payouts_paused: 'ขณะนี้ระบบพักการจ่ายเงินถอนชั่วคราว จึงปิดรับฝากเงินไว้ก่อน คุณยังแจ้งถอนเงินได้ตามปกติ',
    slow_payouts: 'ขณะนี้การจ่ายเงินถอนล่าช้ากว่าปกติ จึงปิดรับฝากเงินไว้ก่อนจนกว่าการจ่ายเงินจะกลับมาเป็นปกติ คุณยังแจ้งถอนเงินได้',
  },
} as const;

/** Passkeys (casino-api/README.md, "Passkeys"): what the reference API says when a ceremony fails. */
export const passkeyMessages = {
  challengeExpired: 'คำขอใช้พาสคีย์หมดเวลาแล้ว กรุณาลองใหม่อีกครั้ง',
  notVerified: 'ยืนยันพาสคีย์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  unknownPasskey: 'ไม่พบพาสคีย์นี้ในระบบ กรุณาเข้าสู่ระบบด้วยเบอร์โทรและรหัสผ่าน',
  cloned: 'พาสคีย์นี้ถูกระงับเพื่อความปลอดภัย กรุณาเข้าสู่ระบบด้วยรหัสผ่านแล้วลบพาสคีย์นี้',
  alreadyRegistered: 'พาสคีย์นี้ถูกเพิ่มไว้แล้ว',
  tooMany: 'เพิ่มพาสคีย์ได้ไม่เกิน 10 อัน กรุณาลบอันที่ไม่ใช้ก่อน',
  notFound: 'ไม่พบพาสคีย์นี้',
} as const;

/**
 * SMS texts; the registered-phone notice keeps register/phone's answer identical, so the answer does
 * not tell who has an account (docs/security.md).
 */
export const smsMessages = {
  otp: (code: string, ref: string, minutes: number, site: string) =>
    `รหัส OTP ของคุณคือ ${code} (Ref: ${ref}) ใช้ได้ภายใน ${minutes} นาที - ${site}`,
  alreadyRegistered: (site: string) =>
    `เบอร์โทรนี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบ หรือใช้เมนูลืมรหัสผ่าน หากคุณไม่ได้ทำรายการนี้ ไม่ต้องดำเนินการใดๆ - ${site}`,
} as const;
