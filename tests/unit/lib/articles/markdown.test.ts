import { parseArticleSource } from '@/lib/articles/front-matter';
import { renderMarkdown } from '@/lib/articles/markdown';

const opts = { linkPrefix: '/lobby/en' };

describe('renderMarkdown', () => {
  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>', opts);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: links', () => {
    const html = renderMarkdown('[x](javascript:alert(1))', opts);
    expect(html).not.toMatch(/href="javascript/i);
  });

  it('prefixes site links with the base path and locale, and isolates external ones', () => {
    expect(renderMarkdown('[a](/register)', opts)).toContain('href="/lobby/en/register"');
    expect(renderMarkdown('[a](https://example.org)', opts)).toContain('rel="noopener noreferrer"');
  });

  it('starts headings at h2, the page title being the h1', () => {
    expect(renderMarkdown('# Title\n\n## Part', opts)).toBe('<h2>Title</h2>\n<h2>Part</h2>\n');
  });
});

describe('parseArticleSource', () => {
  const good =
    '---\ntitle: "A: title"\ndescription: d\ndate: 2026-11-02\ncover: /articles/a.svg\ncoverAlt: alt\n---\nBody\n';

  it('splits front matter from the body', () => {
    const { data, body } = parseArticleSource(good, 'a.md');
    expect(data).toEqual({
      title: 'A: title',
      description: 'd',
      date: '2026-11-02',
      cover: '/articles/a.svg',
      coverAlt: 'alt',
    });
    expect(body).toBe('Body\n');
  });

  it('names the file and the field when the front matter is wrong', () => {
    expect(() => parseArticleSource(good.replace('2026-11-02', 'soon'), 'a.md')).toThrow(
      /a\.md: bad front matter: date/,
    );
    expect(() => parseArticleSource('no front matter', 'b.md')).toThrow(/b\.md: missing front matter/);
    expect(() =>
      parseArticleSource(good.replace('coverAlt: alt', 'coverAlt: alt\nextra: 1'), 'c.md'),
    ).toThrow(/c\.md/);
  });
});
