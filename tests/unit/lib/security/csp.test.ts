import { createHash } from 'node:crypto';
import { contentSecurityPolicy, gameFrameOrigins, isFramableGameUrl } from '@/lib/security/csp';
import { MEMBER_HINT_SCRIPT, MEMBER_HINT_SCRIPT_HASH } from '@/lib/session/member-hint-script';

describe('content security policy (docs/architecture.md §4)', () => {
  const policy = contentSecurityPolicy({
    frameOrigins: ['https://games.example'],
    dev: false,
    scripts: { nonce: 'abc123' },
  });
  const scriptSrc = (p: string) => p.split('; ').find((d) => d.startsWith('script-src '))!;

  it('forbids framing our pages, plugins and foreign form targets', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it("never allows inline script wholesale: a nonce with 'strict-dynamic' per request, or the page's own hashes", () => {
    expect(scriptSrc(policy)).toBe(
      `script-src 'self' 'nonce-abc123' 'sha256-${MEMBER_HINT_SCRIPT_HASH}' 'strict-dynamic'`,
    );
    const hashed = contentSecurityPolicy({
      frameOrigins: [],
      dev: false,
      scripts: { hashes: ['AAA=', 'BBB='] },
    });
    expect(scriptSrc(hashed)).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(hashed).toContain("script-src-attr 'none'");
    for (const p of [policy, hashed]) expect(scriptSrc(p)).not.toContain('unsafe-inline');
  });

  it("allows the layout's member-hint script by its real hash, and nothing else inline", () => {
    expect(createHash('sha256').update(MEMBER_HINT_SCRIPT, 'utf8').digest('base64')).toBe(
      MEMBER_HINT_SCRIPT_HASH,
    );
  });

  it('frames only the configured game origins', () => {
    expect(policy).toContain('frame-src https://games.example');
    expect(contentSecurityPolicy({ frameOrigins: [], dev: false, scripts: { nonce: 'n' } })).toContain(
      "frame-src 'none'",
    );
  });

  it('derives game origins from configuration: https, or plain http only on loopback (the embedded demo)', () => {
    expect(gameFrameOrigins({ CASINO_API_URL: 'http://127.0.0.1:4000/api' })).toEqual([
      'http://127.0.0.1:4000',
    ]);
    expect(gameFrameOrigins({ CASINO_API_URL: 'http://casino.example/api' })).toEqual([]);
    expect(
      gameFrameOrigins({
        GAME_FRAME_ORIGINS: 'https://a.example/x, javascript:alert(1), nonsense, http://b.example',
        CASINO_API_URL: 'http://ignored',
      }),
    ).toEqual(['https://a.example']);
  });

  it('lets a launched game into the frame only from a configured origin', () => {
    const origins = ['https://games.example'];
    expect(isFramableGameUrl('https://games.example/play/slot?session=1', origins)).toBe(true);
    for (const url of [
      'http://games.example/play',
      'https://games.example.evil.example/play',
      'https://evil.example/play',
      'https://user:pass@games.example/play',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//games.example/play',
      '/lobby/deposit',
      'not a url',
    ])
      expect(isFramableGameUrl(url, origins)).toBe(false);
  });
});
