/*
 * What the devices list shows of a sign-in (docs/security.md, Sessions): a coarse device summary
 * from the User-Agent ("Chrome on Android") and a coarse network address (the /24 of an IPv4
 * address, the /48 of an IPv6 one). Coarse on purpose: enough for a player to recognise their own
 * phone and spot a stranger's login, not a fingerprint or a precise address kept for 12 hours.
 * Product names are not translated; the "<browser> on <os>" frame is (messages Devices.device).
 */

export interface DeviceSummary {
  /** e.g. "Chrome", "Safari", "LINE"; null when the User-Agent names none we know. */
  browser: string | null;
  /** e.g. "Android", "iOS", "Windows"; null when unknown. */
  os: string | null;
}

// Order matters: in-app browsers and Chromium derivatives also say "Chrome" and "Safari".
const browsers: Array<[RegExp, string]> = [
  [/\bLine\//i, 'LINE'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook'],
  [/\bEdg(A|iOS|e)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/YaBrowser\//, 'Yandex'],
  [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [
    /\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari|AppleWebKit.*\(KHTML, like Gecko\) Mobile\//,
    'Safari',
  ],
];

const systems: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceOf(userAgent: string | null | undefined): DeviceSummary {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = browsers.find(([re]) => re.test(ua))?.[1] ?? null;
  const os = systems.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}

/** The network an address belongs to, coarse: "203.0.113.0/24", "2001:db8:1::/48"; null when unknown. */
export function coarseAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip);
  if (v4) {
    const parts = v4.slice(1, 4).map(Number);
    return parts.every((n) => n <= 255) ? `${parts.join('.')}.0/24` : null;
  }
  if (!ip.includes(':') || !/^[0-9a-f:]+$/i.test(ip)) return null;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  const prefix = groups.slice(0, 3).map((g) => (parseInt(g || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/48`;
}
