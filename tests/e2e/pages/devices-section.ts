import { expect, type Locator } from '@playwright/test';
import type { InformationPopup } from './information-popup';

/** What the devices section says, written out as a Thai player reads it (messages Devices). */
export const devicesTh = {
  title: 'อุปกรณ์ที่เข้าสู่ระบบอยู่',
  thisDevice: 'อุปกรณ์นี้',
  sameNetwork: 'ใช้อินเทอร์เน็ตเดียวกับอุปกรณ์นี้',
  device: (browser: string, os: string) => `${browser} บน ${os}`,
  signOut: (device: string) => `ออกจากระบบ ${device}`,
  signedOut: 'ออกจากระบบอุปกรณ์นั้นแล้ว',
  onlyThis: 'มีเพียงอุปกรณ์นี้ที่เข้าสู่ระบบอยู่',
  lastSignIn: (device: string) => new RegExp(`^คุณเข้าสู่ระบบครั้งล่าสุดเมื่อ .+ ด้วย ${device} `),
} as const;

/** "Devices signed in" in the Information popup's account tab (docs/security.md, Sessions). */
export class DevicesSection {
  readonly root: Locator;
  readonly rows: Locator;

  constructor(readonly info: InformationPopup) {
    this.root = info.panel.getByRole('region', { name: devicesTh.title, exact: true });
    this.rows = this.root.getByRole('list', { name: devicesTh.title, exact: true }).getByRole('listitem');
  }

  row(device: string): Locator {
    return this.rows.filter({ hasText: device });
  }

  /** The row marked 'อุปกรณ์นี้' (the marker itself: another row may say it shares this device's internet). */
  thisDevice(): Locator {
    return this.rows.filter({ has: this.root.page().getByText(devicesTh.thisDevice, { exact: true }) });
  }

  async signOut(device: string): Promise<void> {
    await this.row(device)
      .getByRole('button', { name: devicesTh.signOut(device), exact: true })
      .click();
    await expect(this.row(device)).toHaveCount(0);
  }
}
