/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import th from '@/messages/th.json';
import { clientMessages, clientNamespaces, shellMessages, shellNamespaces } from '@/lib/i18n/client-messages';

/*
 * The client provider gets only clientNamespaces (docs/performance.md), while unit tests render with whole
 * catalogues, so a component translating from a namespace left out would pass here and show key
 * paths in the browser. This reads the sources the way a reviewer would: every useTranslations
 * namespace, and every literal `t('Namespace.key')` of a root-level useTranslations().
 */
const root = path.resolve(__dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The namespaces one source file translates with through useTranslations. */
function namespacesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)) found.add(m[1]!);
  if (/useTranslations\(\s*\)/.test(text)) {
    for (const m of text.matchAll(/\bt(?:\.has|\.rich)?\(\s*['`]([A-Z][A-Za-z]+)\./g)) found.add(m[1]!);
  }
  return found;
}

function namespacesUsedOnTheClient(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of ['app', 'components', 'lib'].flatMap((d) => sources(path.join(root, d)))) {
    for (const ns of namespacesIn(readFileSync(file, 'utf8'))) used.set(ns, path.relative(root, file));
  }
  return used;
}

/** A project import ('@/…' or relative) as a file path, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  return (
    ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => existsSync(f) && statSync(f).isFile()) ?? null
  );
}

const staticImports = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gms)].map((m) => m[1]!);
const anyImports = (text: string) =>
  [...text.matchAll(/(?:from\s+|import\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/**
 * Files that render with only the shell's messages: everything an app entry imports statically,
 * up to a file that wraps itself in AllClientMessages (its imports get the full client set).
 */
function shellFiles(): Set<string> {
  const entries = sources(path.join(root, 'app')).filter((f) =>
    /\/(page|layout|not-found|error|global-error)\.tsx$/.test(f),
  );
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (text.includes('<AllClientMessages>')) continue;
    for (const spec of staticImports(text)) {
      const target = resolveImport(file, spec);
      if (target) stack.push(target);
    }
  }
  return seen;
}

/** Namespaces a module and everything it loads, statically or on demand, translate with. */
function namespacesBehind(file: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const text = readFileSync(f, 'utf8');
    for (const ns of namespacesIn(text)) found.add(ns);
    for (const spec of anyImports(text)) {
      const target = resolveImport(f, spec);
      if (target) stack.push(target);
    }
  }
  return found;
}

describe('client message namespaces', () => {
  it('includes every namespace a client component translates with', () => {
    const used = namespacesUsedOnTheClient();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used]
      .filter(([ns]) => !(clientNamespaces as readonly string[]).includes(ns))
      .map(([ns, file]) => `${ns} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only namespaces the catalogues have', () => {
    for (const ns of [...clientNamespaces, ...shellNamespaces]) expect(th).toHaveProperty(ns);
  });

  it("sends every page's shell only what the shell translates with", () => {
    const shell = new Set<string>(shellNamespaces);
    const files = shellFiles();
    expect(files.size).toBeGreaterThan(20);
    const missing = [...files].flatMap((f) =>
      [...namespacesIn(readFileSync(f, 'utf8'))]
        .filter((ns) => !shell.has(ns))
        .map((ns) => `${ns} (${path.relative(root, f)})`),
    );
    expect(missing).toEqual([]);
  });

  it('gives a part loaded on demand from the shell the messages it needs, or keeps it within the shell', () => {
    const shell = new Set<string>(shellNamespaces);
    const problems: string[] = [];
    let plainBoundaries = 0;
    const helper = path.join(root, 'components/i18n/lazy-with-messages.tsx');
    for (const file of [...shellFiles()].filter((f) => f !== helper)) {
      const source = readFileSync(file, 'utf8');
      // lazyWithMessages brings the whole catalogue; a plain lazy()/dynamic() brings nothing.
      // The call may span lines (the formatter wraps it), so read from each call to its `)`.
      for (const call of source.matchAll(/(?<![A-Za-z])(lazy|dynamic)\(([^;]*)/g)) {
        plainBoundaries += 1;
        const spec = /^\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/.exec(call[2] ?? '')?.[1];
        const target = spec ? resolveImport(file, spec) : null;
        if (!target) {
          problems.push(
            `${path.relative(root, file)}: a plain lazy()/dynamic() must import its module inline, or use lazyWithMessages`,
          );
          continue;
        }
        const beyond = [...namespacesBehind(target)].filter((ns) => !shell.has(ns));
        if (beyond.length)
          problems.push(
            `${path.relative(root, file)} loads ${path.relative(root, target)}, which needs ${beyond.join(', ')}: use lazyWithMessages`,
          );
      }
    }
    expect(plainBoundaries).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('leaves the server-only namespaces out of what the client gets', () => {
    const sent = clientMessages(th);
    expect(Object.keys(sent).sort()).toEqual([...clientNamespaces].sort());
    for (const serverOnly of ['Seo', 'Metadata', 'Articles', 'Promotion', 'ResponsiblePlay'])
      expect(sent).not.toHaveProperty(serverOnly);
    expect(sent.Common).toBe(th.Common);
  });

  it('keeps the shell a small part of the catalogue (it is in every page of HTML)', () => {
    const size = (m: object) => Buffer.byteLength(JSON.stringify(m));
    expect(size(shellMessages(th))).toBeLessThan(size(clientMessages(th)) / 5);
  });
});
