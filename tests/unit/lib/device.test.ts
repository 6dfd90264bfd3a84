/** @jest-environment node */
import { deviceInfo } from '@/lib/device';

// Spec §3 device info as the banner-click record stores it, from User-Agents members' browsers send.
const cases: Array<[string, string, ReturnType<typeof deviceInfo>]> = [
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    {
      type: 'mobile',
      os: 'Android',
      osVersion: '14',
      browser: 'Chrome',
      browserVersion: '131.0.0.0',
      browserVendor: 'Google',
    },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    {
      type: 'mobile',
      os: 'iOS',
      osVersion: '17.4.1',
      browser: 'Safari',
      browserVersion: '17.4.1',
      browserVendor: 'Apple',
    },
  ],
  [
    "LINE's in-app browser on an iPhone (not Safari, though it says so too)",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0',
    {
      type: 'mobile',
      os: 'iOS',
      osVersion: '16.6',
      browser: 'LINE',
      browserVersion: '14.3.0',
      browserVendor: 'LY Corporation',
    },
  ],
  [
    'Samsung Internet on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
    {
      type: 'tablet',
      os: 'Android',
      osVersion: '13',
      browser: 'Samsung Internet',
      browserVersion: '25.0',
      browserVendor: 'Samsung',
    },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    {
      type: 'desktop',
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Edge',
      browserVersion: '131.0.2903.86',
      browserVendor: 'Microsoft',
    },
  ],
  [
    'Firefox on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
    {
      type: 'desktop',
      os: 'macOS',
      osVersion: '14.5',
      browser: 'Firefox',
      browserVersion: '133.0',
      browserVendor: 'Mozilla',
    },
  ],
];

describe('deviceInfo', () => {
  it.each(cases)('reads %s', (_name, ua, expected) => {
    expect(deviceInfo(ua)).toEqual(expected);
  });

  it('leaves every field empty, not guessed, without a User-Agent or for a script', () => {
    const empty = { type: '', os: '', osVersion: '', browser: '', browserVersion: '', browserVendor: '' };
    expect(deviceInfo(null)).toEqual(empty);
    expect(deviceInfo('curl/8.5.0')).toEqual(empty);
  });
});
