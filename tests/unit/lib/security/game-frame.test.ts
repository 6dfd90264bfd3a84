import { contentSecurityPolicy } from '@/lib/security/csp';
import {
  demoGameProxyEnabled,
  gameFrameSandbox,
  isEmbeddedUpstream,
  isFramableInBrowser,
  siteGameUrl,
} from '@/lib/security/game-frame';

// lib/security/game-frame.ts: the embedded demo's loopback game URL is framed from the site's path.
const EMBEDDED = 'http://127.0.0.1:4400';
const demoUrl = `${EMBEDDED}/demo/play/demo/slot-1?session=abcdefghijklmnop1234&trial=1&mobile=1`;
// as `next dev` and the demo decide it: on for an embedded upstream, off for any other
const frameUrl = (raw: string, upstream: string) =>
  siteGameUrl(raw, upstream, demoGameProxyEnabled(upstream, { production: false, demo: false }));

describe('the game URL the browser frames', () => {
  it('serves the embedded demo page under the site path, session and flags kept', () => {
    expect(frameUrl(demoUrl, EMBEDDED)).toBe(
      '/lobby/demo-game/play/demo/slot-1?session=abcdefghijklmnop1234&trial=1&mobile=1',
    );
    expect(frameUrl('http://localhost:4000/demo/play/pg/mahjong?session=x', 'http://localhost:4000/')).toBe(
      '/lobby/demo-game/play/pg/mahjong?session=x',
    );
  });

  it("leaves an operator's https game URL exactly as it came", () => {
    const operator = 'https://games.operator.example/demo/play/demo/slot-1?session=abc';
    expect(frameUrl(operator, 'https://api.operator.example')).toBe(operator);
    // even when the operator's upstream is the reference API on https
    expect(
      frameUrl('https://api.operator.example/demo/play/a/b?session=1', 'https://api.operator.example'),
    ).toBe('https://api.operator.example/demo/play/a/b?session=1');
  });

  it('rewrites nothing but the demo play page of the upstream itself', () => {
    for (const raw of [
      'http://127.0.0.1:9999/demo/play/demo/slot-1?session=x', // another loopback port
      `${EMBEDDED}/demo/spin`,
      `${EMBEDDED}/api/customers/profile`,
      `${EMBEDDED}/demo/play/demo/slot-1/../../../api/x`,
      `http://user:pw@127.0.0.1:4400/demo/play/demo/slot-1`,
      'not a url',
    ])
      expect(frameUrl(raw, EMBEDDED)).toBe(raw);
  });

  it("serves the demo games in production only for the launcher's demo or when DEMO_GAME_PROXY says so", () => {
    expect(demoGameProxyEnabled(EMBEDDED, { production: true, demo: false })).toBe(false);
    expect(demoGameProxyEnabled(EMBEDDED, { production: true, demo: true })).toBe(true);
    expect(demoGameProxyEnabled(EMBEDDED, { production: true, demo: false, demoGameProxy: true })).toBe(true);
    expect(demoGameProxyEnabled(EMBEDDED, { production: false, demo: false, demoGameProxy: false })).toBe(
      false,
    );
    expect(demoGameProxyEnabled('https://api.operator.example', { production: false, demo: true })).toBe(
      false,
    );
  });

  it('knows the embedded upstream: plain http on loopback only', () => {
    expect(isEmbeddedUpstream(EMBEDDED)).toBe(true);
    expect(isEmbeddedUpstream('http://[::1]:4000')).toBe(true);
    expect(isEmbeddedUpstream('https://127.0.0.1:4000')).toBe(false);
    expect(isEmbeddedUpstream('http://10.0.0.5:4000')).toBe(false);
    expect(isEmbeddedUpstream(undefined)).toBe(false);
  });

  it('frames only http(s) URLs and the site demo path in the browser', () => {
    expect(isFramableInBrowser('https://games.example/play')).toBe(true);
    expect(isFramableInBrowser('/lobby/demo-game/play/demo/slot-1?session=x')).toBe(true);
    expect(isFramableInBrowser('/lobby/deposit')).toBe(false);
    expect(isFramableInBrowser('javascript:alert(1)')).toBe(false);
  });
});

describe('the game frame sandbox', () => {
  const here = 'http://192.168.1.20:3000/lobby/casino-test';
  it('keeps a foreign provider its own origin, never gives ours to a page we serve', () => {
    expect(gameFrameSandbox('https://games.example/x', here)).toBe(
      'allow-scripts allow-forms allow-pointer-lock allow-same-origin',
    );
    expect(gameFrameSandbox('/lobby/demo-game/play/demo/slot-1?session=x', here)).toBe(
      'allow-scripts allow-forms allow-pointer-lock',
    );
  });
});

describe('frame-src', () => {
  const frameSrc = (origins: string[]) =>
    contentSecurityPolicy({ frameOrigins: origins, dev: false, scripts: { hashes: [] } })
      .split('; ')
      .find((d) => d.startsWith('frame-src '));
  it("allows the site's own demo path when the upstream is the embedded API", () => {
    expect(frameSrc([EMBEDDED])).toBe(`frame-src 'self' ${EMBEDDED}`);
  });
  it("adds nothing of ours for an operator's providers", () => {
    expect(frameSrc(['https://games.example'])).toBe('frame-src https://games.example');
  });
});
