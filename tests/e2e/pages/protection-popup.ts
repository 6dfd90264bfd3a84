import { expect, type Locator, type Page } from '@playwright/test';

import { thaiDateTime } from '../support/member-texts';

/*
 * The player-protection popup (docs/player-protection.md), opened from the site menu: deposit limits,
 * time-out and self-exclusion (a period, then the confirmation), and the reality-check interval. Thai texts
 * are written out as the player reads them, like support/member-texts.ts.
 */

export const protectionTh = {
  menuOpen: 'เมนู',
  mainMenu: 'เมนูหลัก',
  menuItem: 'เล่นอย่างรับผิดชอบ',
  title: 'เล่นอย่างรับผิดชอบ',
  day: 'ต่อ 24 ชั่วโมง',
  saveLimits: 'บันทึกวงเงินฝาก',
  limitsSaved: 'บันทึกวงเงินฝากเรียบร้อย',
  confirmBreak: 'ยืนยันพักการเล่น',
  realityFifteen: '15 นาที',
  saveReality: 'บันทึกการแจ้งเตือน',
  remaining: (baht: string) => `ฝากได้อีก ${baht} บาท ตามวงเงินที่คุณตั้งไว้`,
  overLimit: (baht: string) => `ยอดฝากเกินวงเงินฝากรายวันที่คุณตั้งไว้ ฝากได้อีกไม่เกิน ${baht} บาท`,
  onBreak: new RegExp(`^คุณพักการเล่นอยู่ถึง ${thaiDateTime} น\\.$`),
  blocked: /^บัญชีของคุณอยู่ในช่วงพักการเล่นถึง .+ ระหว่างนี้ฝากเงิน รับโบนัส และเข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้$/,
  panicItem: 'หยุดเล่นทันที 24 ชั่วโมง',
  panicDone: new RegExp(`^หยุดเล่นแล้วถึง ${thaiDateTime} น\\. ยกเลิกก่อนเวลาไม่ได้ ระหว่างนี้ยังเข้าสู่ระบบและถอนเงินได้$`),
  depositBlocked: new RegExp(
    `^คุณพักการเล่นอยู่ถึง ${thaiDateTime} น\\. ระหว่างนี้ฝากเงินและรับโปรโมชั่นไม่ได้ แต่ยังถอนเงินและดูประวัติได้$`,
  ),
  playBlocked: new RegExp(`^คุณพักการเล่นอยู่ถึง ${thaiDateTime} น\\. ระหว่างนี้เข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้$`),
  realityDialog: 'แจ้งเตือนเวลาเล่น',
  continue: 'เล่นต่อ',
  offerLimits: 'ก่อนฝากครั้งแรก คุณตั้งวงเงินฝากต่อวัน สัปดาห์ หรือเดือนไว้ได้',
  setLimits: 'ตั้งวงเงินฝาก',
  limitsRule: 'ลดวงเงินมีผลทันที เพิ่มหรือยกเลิกวงเงินมีผลหลังจาก 24 ชั่วโมง',
  pendingRaise: (baht: string) =>
    new RegExp(`^จะเปลี่ยนเป็น ${baht.replace(/[.,]/g, '\\$&')} บาท เมื่อ \\d{1,2} \\S+ 25\\d{2} \\d{2}:\\d{2}$`),
  statementItem: 'สรุปบัญชีและประวัติ',
  statementTitle: 'สรุปบัญชีและประวัติ',
  lifetimeDeposits: 'ยอดฝากทั้งหมด',
  lifetimeWithdrawals: 'ยอดถอนทั้งหมด',
  lifetimeNet: 'สุทธิ (ถอน − ฝาก)',
  type: 'ประเภท',
  from: 'ตั้งแต่วันที่',
  pickDay: 'วัน',
  pickMonth: 'เดือน',
  pickYear: 'ปี พ.ศ.',
  to: 'ถึงวันที่',
  show: 'แสดงรายการ',
  csv: 'ดาวน์โหลด CSV',
  empty: 'ไม่มีรายการในช่วงวันที่นี้',
} as const;

export class ProtectionPopup {
  readonly dialog: Locator;
  readonly dayLimit: Locator;
  readonly saveLimitsButton: Locator;
  readonly confirmBreakButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts = protectionTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.title, exact: true });
    this.dayLimit = this.dialog.getByLabel(texts.day, { exact: true });
    this.saveLimitsButton = this.dialog.getByRole('button', { name: texts.saveLimits, exact: true });
    this.confirmBreakButton = this.dialog.getByRole('button', { name: texts.confirmBreak, exact: true });
  }

  /** The site menu (the header's toggle, not the member bar's), then its protection item. */
  async open(): Promise<void> {
    await this.openMenu();
    await this.menu.getByRole('button', { name: this.texts.menuItem, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  get menu(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.mainMenu, exact: true });
  }

  async openMenu(): Promise<void> {
    await this.page.locator('button.menu-toggle[aria-haspopup="dialog"]').click();
    await expect(this.menu).toBeVisible();
  }

  get panicButton(): Locator {
    return this.menu.getByRole('button', { name: this.texts.panicItem, exact: true });
  }

  /** The menu's entry during a break: when it ends, in place of the panic button. */
  get menuBreak(): Locator {
    return this.menu.getByTestId('panic-on-break');
  }

  /** The panic button: the site menu, then one tap. */
  async panic(): Promise<void> {
    await this.openMenu();
    await this.panicButton.click();
  }

  /** A limit's hint line, such as the raise waiting out its 24 hours. */
  hint(text: string | RegExp): Locator {
    return this.dialog.locator('.field-hint').getByText(text);
  }

  breakButton(period: string): Locator {
    return this.dialog.getByRole('group').getByRole('button', { name: period, exact: true });
  }

  status(text: string | RegExp): Locator {
    return this.dialog.getByRole('status').filter({ hasText: text });
  }
}

/** The account statement, opened from the site menu: lifetime figures, filtered history, CSV. */
export class StatementPopup {
  readonly dialog: Locator;
  readonly type: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly showButton: Locator;
  readonly csvButton: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts = protectionTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.statementTitle, exact: true });
    // a label's text takes in the options of a select inside it; the role's name does not
    this.type = this.dialog.getByRole('combobox', { name: texts.type, exact: true });
    // the site's own day pickers (components/ui/date-select.tsx): a group of day, month and year
    this.from = this.dialog.getByRole('group', { name: texts.from, exact: true });
    this.to = this.dialog.getByRole('group', { name: texts.to, exact: true });
    this.showButton = this.dialog.getByRole('button', { name: texts.show, exact: true });
    this.csvButton = this.dialog.getByRole('button', { name: texts.csv, exact: true });
    this.rows = this.dialog.getByRole('list').getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.page.locator('button.menu-toggle[aria-haspopup="dialog"]').click();
    const menu = this.page.getByRole('dialog', { name: this.texts.mainMenu, exact: true });
    await menu.getByRole('button', { name: this.texts.statementItem, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The day a picker holds, as the form sends it ('YYYY-MM-DD'). */
  dayOf(picker: Locator): Locator {
    return picker.locator('input[type="hidden"]');
  }

  /** Picks a day ('YYYY-MM-DD') the way a player does: year, month, then day. */
  async pick(picker: Locator, day: string): Promise<void> {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    await picker.getByRole('combobox', { name: this.texts.pickYear, exact: true }).selectOption(String(year));
    await picker
      .getByRole('combobox', { name: this.texts.pickMonth, exact: true })
      .selectOption(String(month));
    await picker.getByRole('combobox', { name: this.texts.pickDay, exact: true }).selectOption(String(date));
    await expect(this.dayOf(picker)).toHaveValue(day);
  }

  /** A lifetime figure: the value shown under its label. */
  figure(label: string): Locator {
    return this.dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
