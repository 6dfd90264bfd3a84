import { parseBangkok } from '../bangkok-time';
import { THAI_MONTHS } from '../casino/contract-dates';

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
  รับโบนัสวันเกิดได้เฉพาะในวันเกิดของคุณเท่านั้น: 'birthdayOnly',
  'ยังไม่มีวันเกิดในบัญชีของคุณ กรุณาติดต่อเจ้าหน้าที่': 'birthdayUnknown',
  รหัสผ่านเดิมไม่ถูกต้อง: 'oldPasswordWrong',
  'รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่': 'resetExpired',
  ชื่อผู้ใช้ไม่ตรงกับเบอร์โทร: 'gameUsernameMismatch',
  จำนวนเดิมพันไม่ถูกต้อง: 'betInvalid',
  'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่': 'gameSessionExpired',
  'รหัส OTP ไม่ถูกต้อง': 'otpWrong',
  'รหัส OTP หมดอายุหรือใส่ผิดเกินจำนวนครั้ง กรุณาขอรหัสใหม่': 'otpExpired',
  'ยังขอรหัสใหม่ไม่ได้ กรุณารอให้ครบเวลาก่อน': 'otpResendEarly',
  'ขอรหัส OTP บ่อยเกินไป กรุณาลองใหม่ในอีก 1 ชั่วโมง': 'otpResendTooMany',
};

/**
 * A time inside an upstream sentence: the Thai style ('29 พ.ย. 2569 06:34', Buddhist era) or the wire
 * style ('2026-11-29 06:34'), both Bangkok time; epoch ms, NaN when it is neither.
 */
export function parseUpstreamTime(text: string): number {
  const wire = parseBangkok(text.trim());
  if (!Number.isNaN(wire)) return wire;
  const m = /^(\d{1,2}) (\S+) (\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  const month = m ? THAI_MONTHS.indexOf(m[2]!) : -1;
  if (!m || month < 0) return Number.NaN;
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return parseBangkok(`${Number(m[3]) - 543}-${pad(month + 1)}-${pad(m[1]!)} ${m[4]}:${m[5]}:00`);
}

/*
 * Sentences with the end of a break in them (the reference API's, casino-api/http/messages.ts
 * protectionMessages): the site prints that time itself, in the page's one date style (lib/dates.ts),
 * so a break never reads "2026-11-29 06:34 น." in one place and "29 พ.ย. 2569" in another.
 */
const timed: readonly { re: RegExp; key: KeyOf<'Upstream'> }[] = [
  {
    re: /^บัญชีของคุณอยู่ในช่วงพักการเล่นถึง (.+?) น\. ระหว่างนี้ฝากเงิน รับโบนัส และเข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้$/,
    key: 'onBreak',
  },
  { re: /^เริ่มพักการเล่นแล้ว สิ้นสุด (.+?) น\.$/, key: 'breakTaken' },
  { re: /^ไม่สามารถลดระยะเวลาพักการเล่นได้ ช่วงพักปัจจุบันสิ้นสุด (.+?) น\.$/, key: 'cannotShorten' },
];

/** A known sentence with a time in it: its catalogue key and the time (epoch ms), else undefined. */
export function timedUpstreamMessage(message: string): { key: KeyOf<'Upstream'>; at: number } | undefined {
  for (const { re, key } of timed) {
    const m = re.exec(message.trim());
    const at = m ? parseUpstreamTime(m[1]!) : Number.NaN;
    if (!Number.isNaN(at)) return { key, at };
  }
  return undefined;
}

/** The catalogue key (namespace `Upstream`) of an upstream sentence the site knows, if it knows it. */
export function upstreamMessageKey(message: string): KeyOf<'Upstream'> | undefined {
  return Object.hasOwn(keys, message.trim()) ? keys[message.trim()] : undefined;
}

export const knownUpstreamMessages: readonly string[] = Object.keys(keys);
