/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The README and docs/ are read in a clone, where nothing outside the repository exists: every
 * relative link must reach a file or folder of the repository, and every #anchor into a Markdown
 * file must name one of its headings (GitHub's heading ids).
 */

const root = path.resolve(__dirname, '../..');

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownUnder(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const docs = [
  path.join(root, 'README.md'),
  path.join(root, 'casino-api', 'README.md'),
  ...markdownUnder(path.join(root, 'docs')),
];

/** The text without fenced code blocks, where `#` starts no heading and `[a](b)` is no link. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
}

/** The text without code of any kind. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n]*?\1/g, '');
}

/** Link targets: inline `[text](target "title")` and images, and reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const targets: string[] = [];
  // a destination may hold one level of balanced parentheses, as CommonMark allows
  for (const m of text.matchAll(/\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))+)>?(?:\s+"[^"]*")?\s*\)/g))
    targets.push(m[1]!);
  for (const m of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(m[1]!);
  return targets;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = m[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

const external = /^[a-z][a-z0-9+.-]*:/i;

/** Every problem with the links of one Markdown file, one line each. */
function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const problems: string[] = [];
  const where = path.relative(root, file);
  for (const target of linkTargets(markdown)) {
    if (external.test(target)) continue;
    const [rawPath = '', rawAnchor] = target.split('#', 2);
    const relative = decodeURIComponent(rawPath);
    if (relative.startsWith('/')) {
      problems.push(`${where}: ${target} is absolute; link relative to the file`);
      continue;
    }
    const resolved = relative ? path.resolve(path.dirname(file), relative) : file;
    if (path.relative(root, resolved).startsWith('..')) {
      problems.push(`${where}: ${target} leaves the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${where}: ${target} does not exist`);
      continue;
    }
    if (rawAnchor !== undefined && resolved.endsWith('.md')) {
      const anchor = decodeURIComponent(rawAnchor).toLowerCase();
      const linked = resolved === file ? markdown : readFileSync(resolved, 'utf8');
      if (!headingIds(linked).has(anchor))
        problems.push(`${where}: ${target} names no heading of ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

describe('links in the README and docs/', () => {
  it('finds the documents', () => {
    expect(docs.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['README.md', 'casino-api/README.md', 'docs/architecture.md']),
    );
  });

  it.each(docs.map((f) => [path.relative(root, f), f]))('%s: every relative link resolves', (_name, file) => {
    expect(linkTargets(readFileSync(file, 'utf8')).length).toBeGreaterThan(0);
    expect(brokenLinks(file)).toEqual([]);
  });

  it.each(docs.map((f) => [path.relative(root, f), f]))('%s: names no issue number', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.match(/\bissues? #?\d+/gi) ?? []).toEqual([]);
  });

  it('catches a missing file, a missing heading, a link out of the repository and an absolute link', () => {
    const readme = path.join(root, 'README.md');
    const sample = [
      '# Title',
      '[ok](docs/architecture.md#1-the-shape) [ok](#title) [ok](https://example.com/x)',
      '`[in code](nowhere.md)`',
      '[gone](docs/nowhere.md) [bad anchor](docs/architecture.md#no-such-heading)',
      '[out](../shared/ARCHITECTURE.md) [abs](/docs/architecture.md) [self](#missing)',
    ].join('\n');
    expect(brokenLinks(readme, sample)).toEqual([
      'README.md: docs/nowhere.md does not exist',
      'README.md: docs/architecture.md#no-such-heading names no heading of docs/architecture.md',
      'README.md: ../shared/ARCHITECTURE.md leaves the repository',
      'README.md: /docs/architecture.md is absolute; link relative to the file',
      'README.md: #missing names no heading of README.md',
    ]);
  });

  it("makes GitHub's heading ids", () => {
    const ids = headingIds(
      '# 8. Deliberate deviations from the spec\n## `OTP_BYPASS`\n## Idempotency-Key on money calls\n## A\n## A\n```\n# not a heading\n```',
    );
    expect([...ids]).toEqual([
      '8-deliberate-deviations-from-the-spec',
      'otp_bypass',
      'idempotency-key-on-money-calls',
      'a',
      'a-1',
    ]);
  });
});
