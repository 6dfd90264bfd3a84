import type { KeyOf } from './message-keys';
/*
 * The upstream answers in Thai (spec §8). Where the site knows a sentence, English and Chinese
 * readers get it from the catalogues (messages/*.json `Upstream`); text the site does not know is
 * shown as the upstream wrote it, never hidden. The sentences are the spec's (§8) and those of the
 * reference Casino API (casino-api/http/messages.ts; tests/unit/lib/i18n/upstream-messages.test.ts
 * keeps the two in step).
 */
const keys: Readonly<Record<string, KeyOf<'Upstream'>>> = {
  'ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ในภายหลัง': 'neverDeposited',
  'please deposit first to play': 'depositFirst',
  'Unauthenticated.': 'unauthenticated',
  กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการ: 'needBank',
  'มีรายการที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้น': 'pendingExists',
  ไม่สามารถรับโปรโมชั่นนี้ได้: 'promotionUnavailable',
  ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ: 'promotionActive',
  สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น: 'promotionNewMembersOnly',
  'รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากแล้ว รับได้อีกครั้งพรุ่งนี้': 'promotionFirstOfDayTaken',
  ยอดเงินในบัญชีไม่เพียงพอ: 'insufficient',
  ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น: 'turnoverIncomplete',
  ไม่พบรายการ: 'requestNotFound',
  หมดเวลาทำรายการฝากเงิน: 'depositExpired',
  'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย': 'withdrawExpired',
  ยกเลิกโดยลูกค้า: 'cancelledByMember',
  รายการถูกปฏิเสธโดยเจ้าหน้าที่: 'rejectedByStaff',
  'เครดิตไม่เพียงพอ กรุณาฝากเงินก่อนเล่นเกม': 'lowCredit',
  ไม่พบเกม: 'gameNotFound',
  ล้างเทิร์นโอเวอร์เรียบร้อย: 'turnoverCleared',
  ทำเทิร์นโอเวอร์ครบแล้ว: 'turnoverDone',
  'ล้างเทิร์นโอเวอร์ได้เมื่อเครดิตต่ำกว่า 20 บาทเท่านั้น': 'turnoverCreditTooHigh',
  ไม่มีโปรโมชั่นที่ต้องทำเทิร์นโอเวอร์: 'noPromotion',
  ไม่พบกิจกรรม: 'eventNotFound',
  รับโบนัสกิจกรรมนี้แล้ว: 'eventReceived',
  รหัสผ่านเดิมไม่ถูกต้อง: 'oldPasswordWrong',
  'รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่': 'resetExpired',
  ชื่อผู้ใช้ไม่ตรงกับเบอร์โทร: 'gameUsernameMismatch',
  จำนวนเดิมพันไม่ถูกต้อง: 'betInvalid',
  'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่': 'gameSessionExpired',
};

/** The catalogue key (namespace `Upstream`) of an upstream sentence the site knows, if it knows it. */
export function upstreamMessageKey(message: string): KeyOf<'Upstream'> | undefined {
  return Object.hasOwn(keys, message.trim()) ? keys[message.trim()] : undefined;
}

export const knownUpstreamMessages: readonly string[] = Object.keys(keys);
