import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArticleSource } from '@/lib/articles/front-matter';

/* The article files themselves: every one parses, Thai is complete, each language has at least 6. */
const root = path.join(process.cwd(), 'content', 'articles');
const slugsOf = (locale: string) =>
  readdirSync(path.join(root, locale))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));

describe('article content', () => {
  it.each(['th', 'en', 'zh-CN'])(
    '%s has at least 6 articles, each with valid front matter and a cover we ship',
    (locale) => {
      const slugs = slugsOf(locale);
      expect(slugs.length).toBeGreaterThanOrEqual(6);
      for (const slug of slugs) {
        const { data } = parseArticleSource(
          readFileSync(path.join(root, locale, `${slug}.md`), 'utf8'),
          `${locale}/${slug}`,
        );
        expect(existsSync(path.join(process.cwd(), 'public', data.cover))).toBe(true);
      }
    },
  );

  it('has a Thai original for every translation', () => {
    const thai = slugsOf('th');
    for (const locale of ['en', 'zh-CN']) for (const slug of slugsOf(locale)) expect(thai).toContain(slug);
  });
});
