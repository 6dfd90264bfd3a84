import { contentSecurityPolicy, gameFrameOrigins } from '@/lib/security/csp';

describe('content security policy (ARCHITECTURE §4)', () => {
  const policy = contentSecurityPolicy({ frameOrigins: ['https://games.example'], dev: false });

  it('forbids framing our pages, plugins and foreign form targets', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('frames only the configured game origins', () => {
    expect(policy).toContain('frame-src https://games.example');
    expect(contentSecurityPolicy({ frameOrigins: [], dev: false })).toContain("frame-src 'none'");
  });

  it('derives game origins from configuration and drops anything that is not http(s)', () => {
    expect(gameFrameOrigins({ CASINO_API_URL: 'http://127.0.0.1:4000/api' })).toEqual(['http://127.0.0.1:4000']);
    expect(gameFrameOrigins({ GAME_FRAME_ORIGINS: 'https://a.example/x, javascript:alert(1), nonsense', CASINO_API_URL: 'http://ignored' })).toEqual([
      'https://a.example',
    ]);
  });
});
