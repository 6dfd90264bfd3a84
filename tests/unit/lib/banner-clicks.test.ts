/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bannerClickRecord, recordBannerClick } from '@/lib/banner-clicks';
import { deviceInfo } from '@/lib/device';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const device = deviceInfo(ANDROID_CHROME);

// Spec §3: a banner-click record is phone, gameID, gameName, timestamp, and the device info.
describe('banner-click records', () => {
  it('maps a click to exactly the spec §3 fields, with an ISO timestamp and the device', () => {
    const at = new Date('2026-03-01T08:30:00.000Z');
    expect(bannerClickRecord('0812345678', 'slot-07', 'Lucky Fortune', device, at)).toEqual({
      phone: '0812345678',
      gameID: 'slot-07',
      gameName: 'Lucky Fortune',
      timestamp: '2026-03-01T08:30:00.000Z',
      device: {
        type: 'mobile',
        os: 'Android',
        osVersion: '14',
        browser: 'Chrome',
        browserVersion: '131.0.0.0',
        browserVendor: 'Google',
      },
    });
  });

  describe('without Firebase credentials', () => {
    const saved = { ...process.env };
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'banner-clicks-'));
      process.env.DATA_DIR = dir;
      delete process.env.FIREBASE_PROJECT_ID;
      delete process.env.FIRESTORE_EMULATOR_HOST;
    });
    afterEach(() => {
      process.env = { ...saved };
      rmSync(dir, { recursive: true, force: true });
    });

    it('appends one JSON line per click to the local log, keeping earlier ones', async () => {
      const first = bannerClickRecord(
        '0812345678',
        'slot-07',
        'Lucky Fortune',
        device,
        new Date('2026-03-01T08:30:00Z'),
      );
      const second = bannerClickRecord(
        '0898765432',
        'fish-02',
        'Ocean King',
        device,
        new Date('2026-03-01T08:31:00Z'),
      );
      expect(await recordBannerClick(first)).toBe('log');
      expect(await recordBannerClick(second)).toBe('log');

      const lines = readFileSync(path.join(dir, 'banner-clicks.log'), 'utf8').trim().split('\n');
      expect(lines.map((l) => JSON.parse(l))).toEqual([first, second]);
    });
  });
});
