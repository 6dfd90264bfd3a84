/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { coverSrc } from '@/lib/articles/cover';

describe('an article cover carried in the page', () => {
  it('is a data: URL of the same SVG, with the characters a URL cannot carry escaped', () => {
    const src = coverSrc('/articles/deposit-promptpay.svg');
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const body = src.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/[<>#"%](?![0-9A-F]{2})/);
    const svg = decodeURIComponent(body);
    const original = readFileSync(path.join(process.cwd(), 'public/articles/deposit-promptpay.svg'), 'utf8');
    // the same drawing: every element of the file, in order
    const tags = (s: string) => [...s.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]);
    expect(tags(svg)).toEqual(tags(original));
    expect(svg).toContain("viewBox='0 0 1200 630'");
  });

  it('falls back to the file URL when the cover cannot be read', () => {
    expect(coverSrc('/articles/not-there.svg')).toBe('/lobby/articles/not-there.svg');
  });
});
