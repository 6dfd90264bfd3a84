/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import th from '@/messages/th.json';
import { clientMessages, clientNamespaces } from '@/lib/i18n/client-messages';

/*
 * The client provider gets only clientNamespaces (issue 10), while unit tests render with whole
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

function namespacesUsedOnTheClient(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of ['app', 'components', 'lib'].flatMap((d) => sources(path.join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const m of text.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)) used.set(m[1]!, where);
    if (/useTranslations\(\s*\)/.test(text)) {
      for (const m of text.matchAll(/\bt(?:\.has|\.rich)?\(\s*['`]([A-Z][A-Za-z]+)\./g)) used.set(m[1]!, where);
    }
  }
  return used;
}

describe('client message namespaces', () => {
  it('includes every namespace a client component translates with', () => {
    const used = namespacesUsedOnTheClient();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([ns]) => !(clientNamespaces as readonly string[]).includes(ns)).map(([ns, file]) => `${ns} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only namespaces the catalogues have', () => {
    for (const ns of clientNamespaces) expect(th).toHaveProperty(ns);
  });

  it('leaves the server-only namespaces out of what the client gets', () => {
    const sent = clientMessages(th);
    expect(Object.keys(sent).sort()).toEqual([...clientNamespaces].sort());
    for (const serverOnly of ['Seo', 'Metadata', 'Articles', 'Promotion', 'ResponsiblePlay']) expect(sent).not.toHaveProperty(serverOnly);
    expect(sent.Common).toBe(th.Common);
  });
});
