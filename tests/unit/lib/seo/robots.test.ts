import { buildRobots } from '@/lib/seo/robots';
import { accessOf } from '@/lib/routes';

describe('buildRobots', () => {
  const robots = buildRobots('https://www.example.com');
  const rule = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;
  const disallow = ([] as string[]).concat(rule.disallow ?? []);

  it('keeps member pages in every language and the BFF out of the index', () => {
    for (const prefix of ['', '/en', '/cn']) {
      for (const page of ['/deposit', '/withdraw', '/history', '/affiliate', '/referral', '/lobby', '/u']) {
        expect(disallow).toContain(`/lobby${prefix}${page}`);
      }
    }
    expect(disallow).toContain('/lobby/api/');
    expect(robots.sitemap).toBe('https://www.example.com/lobby/sitemap.xml');
  });

  it('blocks no public page (robots rules are prefixes)', () => {
    const publicPaths = [
      '/',
      '/promotion',
      '/article',
      '/article/how-to-withdraw',
      '/casino-test',
      '/privacy-policy',
      '/responsible-play',
      '/login',
      '/register',
      '/forgetpassword',
    ];
    for (const page of publicPaths) {
      expect(accessOf(page)).not.toBe('member');
      for (const prefix of ['', '/en', '/cn']) {
        const path = `/lobby${prefix}${page === '/' ? '' : page}`;
        expect(disallow.filter((d) => path.startsWith(d))).toEqual([]);
      }
    }
  });
});
