/** @jest-environment node */
import { coarseAddress, deviceOf } from '@/lib/session/device';

/* What the devices list says of a sign-in (docs/security.md, Sessions): recognisable, and coarse. */

const ua = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.0',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
};

it.each([
  [ua.androidChrome, 'Chrome', 'Android'],
  [ua.samsung, 'Samsung Internet', 'Android'],
  [ua.iphoneSafari, 'Safari', 'iOS'],
  [ua.iphoneLine, 'LINE', 'iOS'],
  [ua.iphoneChrome, 'Chrome', 'iOS'],
  [ua.windowsEdge, 'Edge', 'Windows'],
  [ua.macFirefox, 'Firefox', 'macOS'],
])('names the browser and system of %s', (agent, browser, os) => {
  expect(deviceOf(agent)).toEqual({ browser, os });
});

it('says nothing it does not know: no User-Agent, or a script’s', () => {
  expect(deviceOf(null)).toEqual({ browser: null, os: null });
  expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
});

it('keeps only the network of an address: /24 for IPv4, /48 for IPv6', () => {
  expect(coarseAddress('203.0.113.77')).toBe('203.0.113.0/24');
  expect(coarseAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  expect(coarseAddress('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
  expect(coarseAddress('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(coarseAddress('::1')).toBe('0:0:0::/48');
});

it('refuses what is not an address', () => {
  expect(coarseAddress(undefined)).toBeNull();
  expect(coarseAddress('unknown')).toBeNull();
  expect(coarseAddress('300.1.1.1')).toBeNull();
  expect(coarseAddress('1:2:3:4:5:6:7:8:9')).toBeNull();
});
