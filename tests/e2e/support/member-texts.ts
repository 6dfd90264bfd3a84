/*
 * What a member reads in the member bar and the member popups (spec §2, §4, §8), in Thai, written
 * out as the player sees it rather than imported from messages/th.json: a renamed key or a changed
 * sentence then fails the journey instead of silently changing what it expects. Thai only so far:
 * the member journey runs in th, the default language (spec §1).
 */
/*
 * A date and time as lib/dates.ts writes it in Thai (Buddhist year, short month): "25 พ.ย. 2569 14:05".
 * A source string, so that a sentence can embed it in a larger pattern.
 */
export const thaiDateTime = String.raw`\d{1,2} [ก-๙]{1,3}\.[ก-๙]{1,2}\. 25\d{2} \d{2}:\d{2}`;

export const memberTh = {
  bar: {
    menu: 'เมนู',
    credit: 'เครดิต',
    refresh: 'เช็คเครดิต',
    checking: 'กำลังเช็คเครดิต',
    account: 'ข้อมูลบัญชี',
    personalInfo: 'ข้อมูลส่วนตัว',
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    logout: 'ออกจากระบบ',
  },
  credit: {
    checked: 'เช็คเครดิตเรียบร้อย',
    processing: 'ดำเนินการเช็คเครดิต',
  },
  popups: {
    accountCheck: 'ตรวจสอบบัญชีก่อนฝากเงิน',
    deposit: 'ฝากเงิน',
    promotion: 'เลือกโปรโมชั่น',
    depositProcess: 'รายการฝากเงิน',
    withdraw: 'ถอนเงิน',
    withdrawProcess: 'รายการถอนเงิน',
    information: 'ข้อมูลบัญชี',
  },
  wallet: {
    accountCheckText: 'กรุณาตรวจสอบเลขบัญชีทุกครั้งก่อนโอน และโอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น มิฉะนั้นยอดเงินจะไม่เข้าระบบ',
    accountCheckConfirm: 'ยืนยัน ฝากเงิน',
    cancel: 'ยกเลิก',
    /** 'เครดิตคงเหลือ 0.00 บาท' at the top of Deposit and Withdraw. */
    balance: (credit: string) => `เครดิตคงเหลือ ${credit} บาท`,
    getPromotion: 'รับโปรโมชั่น',
    changePromotion: 'เปลี่ยน',
    cancelPromotion: 'ไม่รับโปรโมชั่น',
    back: 'ย้อนกลับ',
    bonus: 'โบนัส',
    bonusPercent: (percent: number, max: string) => `${percent}% สูงสุด ${max} บาท`,
    turnover: 'ทำเทิร์น',
    turnoverTimes: (times: number) => `×${times} (ยอดฝาก+โบนัส)`,
    bonusForAmount: 'โบนัสที่จะได้',
    bonusPlus: (amount: string) => `+${amount} บาท`,
    turnoverForAmount: 'ทำเทิร์นก่อนถอน',
    /** The success dialog's second line after a deposit with a promotion. */
    bonusLine: (bonus: string, turnover: string) => `+${bonus} โบนัส · ต้องทำเทิร์น ${turnover} บาทก่อนถอน`,
    depositAmount: 'จำนวนเงินที่ต้องการฝาก',
    quickAmounts: 'เลือกยอดฝาก',
    amountBounds: (min: string, max: string) => `ฝากขั้นต่ำ ${min} บาท สูงสุด ${max} บาท`,
    saveQr: 'บันทึกรูป QR',
    qrSaved: 'บันทึกรูปแล้ว',
    scanFromGallery: 'จ่ายด้วยมือถือเครื่องนี้ได้: บันทึกรูป QR แล้วใช้เมนูสแกนจากรูปในแอปธนาคาร',
    copyPromptPay: 'คัดลอกหมายเลขพร้อมเพย์',
    copyAmount: 'คัดลอกยอดโอน',
    copied: 'คัดลอกเรียบร้อย',
    payFromOnly: 'บัญชีของคุณ: โอนจากบัญชีนี้เท่านั้น',
    keepRequest: 'ไม่ยกเลิก',
    cancelConfirm: 'ยกเลิกรายการฝากนี้? หากโอนเงินไปแล้ว อย่ายกเลิก ระบบจะเติมเครดิตให้อัตโนมัติ',
    unavailableTitle: 'ยังรับไม่ได้ในตอนนี้',
    submitDeposit: 'ฝากเงิน',
    amountToPay: (amount: string) => `ยอดที่ต้องโอน ${amount} บาท`,
    timeLeft: 'เวลาที่เหลือ',
    qrAlt: 'คิวอาร์โค้ดพร้อมเพย์สำหรับยอดนี้',
    scanOnce: 'สแกนคิวอาร์โค้ดนี้เพียงครั้งเดียวต่อหนึ่งสลิป มิฉะนั้นยอดเงินจะไม่เข้าระบบ',
    cancelRequest: 'ยกเลิกรายการ',
    ok: 'ตกลง',
    withdrawAmount: 'จำนวนเงินที่ต้องการถอน',
    submitWithdraw: 'ถอนเงิน',
    withdrawWaiting: (amount: string) => `กำลังดำเนินการถอนเงิน ${amount} บาท`,
    withdrawJustNow: 'เพิ่งส่งคำขอถอน',
    withdrawNote: 'ปกติเงินเข้าบัญชีที่ลงทะเบียนไว้ภายใน 10-15 นาที',
    /**
     * The 30-minute lapse of spec §4 as what happens then, with the clock time it happens at; "น." stays
     * on the time's line (a no-break space before it).
     */
    withdrawLapse: (amount: string) =>
      new RegExp(
        String.raw`^หากยังไม่ได้รับเงินภายใน 30 นาที \(เวลา \d{2}:\d{2}[ \u00a0]น\.\) คำขอถอนจะหมดอายุ และยอด ${amount.replace(/[.,]/g, (c) => `\\${c}`)} บาทจะคืนเข้าเครดิตของคุณโดยอัตโนมัติ$`,
      ),
    depositDone: (amount: string, credit: string) =>
      `คุณทำการฝากเงินจำนวน ${amount} บาท เรียบร้อยแล้ว เครดิตคงเหลือ ${credit} บาท`,
    withdrawDone: (amount: string, credit: string) =>
      `คุณทำการถอนเงินจำนวน ${amount} บาท เรียบร้อยแล้ว เครดิตคงเหลือ ${credit} บาท`,
  },
  /** The reference API's own Thai refusals (spec §8: server messages are shown as they come). */
  upstream: {
    turnoverIncomplete: 'ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น',
    promotionActive: 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ',
    depositBelowMin: (baht: string) => `ยอดฝากขั้นต่ำ ${baht} บาท`,
  },
  /** The withdraw dialog's own words: unmet turnover warned of before an amount is typed. */
  withdraw: {
    turnoverBlocked: (promotion: string) =>
      `โปรโมชั่น “${promotion}” ยังทำเทิร์นโอเวอร์ไม่ครบ การถอนเงินตอนนี้อาจไม่ได้รับอนุมัติ`,
    turnoverOf: (done: string, required: string) => `${done} / ${required} บาท`,
    turnoverLeft: (amount: string) => `ต้องทำอีก ${amount} บาท จึงถอนได้`,
  },
  lobby: {
    title: 'ล็อบบี้เกม',
    play: (game: string) => `เล่น ${game}`,
    depositFirst: 'กรุณาฝากเงินก่อนเข้าเล่นเกม',
  },
  dialogTitles: { success: 'สำเร็จ', error: 'เกิดข้อผิดพลาด', warning: 'แจ้งเตือน', info: 'แจ้งให้ทราบ' },
  close: 'ปิด',
  ok: 'ตกลง',
  info: {
    tabList: 'เมนูข้อมูลบัญชี',
    tabs: ['ข้อมูลส่วนตัว', 'ฝาก-ถอน', 'กิจกรรม', 'แนะนำเพื่อน', 'ข่าวสาร'] as const,
    loading: 'กำลังโหลดข้อมูลล่าสุด…',
    promotionTitle: 'โปรโมชั่นปัจจุบัน',
    accountTitle: 'ข้อมูลบัญชีผู้ใช้',
    bankTitle: 'บัญชีธนาคาร',
    contact: 'ติดต่อพนักงาน',
    // the News tab lists the member's own account notices under the site's announcement
    news: 'ความเคลื่อนไหวในบัญชีของคุณ',
    newsDepositCredited: 'ฝากเงินสำเร็จ',
    referralLink: 'ลิงก์แนะนำเพื่อน',
    activityBonus: 'รับโบนัส',
  },
  history: {
    caption: 'ประวัติการฝาก-ถอน',
    headers: ['ประเภท', 'จำนวนเงิน', 'โบนัส', 'สถานะ', 'วันที่', 'รายละเอียด'] as const,
    showDetail: 'ดูขั้นตอน',
    detailTitle: 'ขั้นตอนของรายการ',
    /** A withdrawal's steps in the history detail, each followed by its time. */
    steps: {
      submitted: 'ส่งคำขอถอนเงิน',
      review: 'เจ้าหน้าที่รับเรื่องตรวจสอบ',
      paid: 'โอนเงินเข้าบัญชีของคุณแล้ว',
    },
    took: /^(ใช้เวลาไม่ถึง 1 นาที|ใช้เวลาทั้งหมด \d+ นาที)$/,
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    completed: 'สำเร็จ',
  },
  /** Demo provider's slot page (casino-api/demo-game/page.ts), Thai first with English. */
  slot: {
    spin: 'หมุน · SPIN',
    credit: 'เครดิต · Credit',
  },
} as const;

export type MemberTexts = typeof memberTh;
