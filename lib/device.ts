/*
 * Spec §3 device info (type, os, osVersion, browser, browserVersion, browserVendor), read from the
 * request's User-Agent on the server: the browser sends nothing extra, and a client cannot put
 * arbitrary text in the record. Only the families a Thai member's phone or PC shows are named; the
 * rest are '' (unknown), never a guess. Versions keep dots, e.g. Android '14', iOS '17.4'.
 */
export interface DeviceInfo {
  type: 'mobile' | 'tablet' | 'desktop' | '';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
  browserVendor: string;
}

// A User-Agent longer than this is not a browser's; only its start is read.
const MAX_UA = 512;

const OS_RULES: Array<[RegExp, string, (m: RegExpMatchArray) => string]> = [
  [/Windows NT (\d+\.\d+)/, 'Windows', (m) => m[1]!],
  [/(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/, 'iOS', (m) => m[1]!.replace(/_/g, '.')],
  [/Android (\d+(?:\.\d+)*)/, 'Android', (m) => m[1]!],
  [/CrOS \S+ (\d+(?:\.\d+)*)/, 'ChromeOS', (m) => m[1]!],
  [/Mac OS X (\d+(?:[_.]\d+)*)/, 'macOS', (m) => m[1]!.replace(/_/g, '.')],
  [/Linux/, 'Linux', () => ''],
];

// Order matters: in-app and Chromium-based browsers also say "Chrome" and "Safari".
const BROWSER_RULES: Array<[RegExp, string, string]> = [
  [/\bLine\/(\d+(?:\.\d+)*)/, 'LINE', 'LY Corporation'],
  [/\bFBAV\/(\d+(?:\.\d+)*)/, 'Facebook', 'Meta'],
  [/\bEdgA?\/(\d+(?:\.\d+)*)/, 'Edge', 'Microsoft'],
  [/\bOPR\/(\d+(?:\.\d+)*)/, 'Opera', 'Opera'],
  [/\bSamsungBrowser\/(\d+(?:\.\d+)*)/, 'Samsung Internet', 'Samsung'],
  [/\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/, 'Firefox', 'Mozilla'],
  [/\bCriOS\/(\d+(?:\.\d+)*)/, 'Chrome', 'Google'],
  [/\bChrom(?:e|ium)\/(\d+(?:\.\d+)*)/, 'Chrome', 'Google'],
  [/\bVersion\/(\d+(?:\.\d+)*).*Safari\//, 'Safari', 'Apple'],
];

export function deviceInfo(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, MAX_UA);
  const info: DeviceInfo = {
    type: '',
    os: '',
    osVersion: '',
    browser: '',
    browserVersion: '',
    browserVendor: '',
  };
  if (!ua) return info;

  for (const [pattern, os, version] of OS_RULES) {
    const m = ua.match(pattern);
    if (m) {
      info.os = os;
      info.osVersion = version(m);
      break;
    }
  }
  for (const [pattern, browser, vendor] of BROWSER_RULES) {
    const m = ua.match(pattern);
    if (m) {
      info.browser = browser;
      info.browserVersion = m[1]!;
      info.browserVendor = vendor;
      break;
    }
  }
  // Android tablets drop "Mobile" from their User-Agent; iPadOS 13+ may pose as a Mac and stays desktop.
  if (/iPad|Tablet/.test(ua) || (info.os === 'Android' && !/Mobile/.test(ua))) info.type = 'tablet';
  else if (/Mobi|iPhone|iPod/.test(ua)) info.type = 'mobile';
  else if (info.os) info.type = 'desktop';
  return info;
}
