/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { casinoApiEnv } from '@/lib/env/casino-api';
import { launcherEnv } from '@/lib/env/launcher';
import { siteEnv } from '@/lib/env/site';

/*
 * One typed configuration per process (lib/env/define.ts): every variable a program reads is declared in
 * its schema, and code outside lib/env/ reads the typed values, not process.env. The few reads that must
 * stay direct are listed here with the reason.
 */

const root = path.resolve(__dirname, '../../../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'casino-api', 'scripts'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const CONFIG_MODULES = /^lib\/env\//;

/** Variables read directly anywhere: Node's and Next's own, not settings of this product. */
const NOT_OURS: Record<string, string> = {
  NODE_ENV:
    "Node's and Next's mode: Next inlines the literal into every bundle, which drops development-only code from the browser's",
};

/** Reads allowed outside lib/env/, by file, with why they must stay direct. */
const DIRECT_READS: { file: RegExp; names: string[] | 'any'; why: string }[] = [
  {
    file: /^instrumentation\.ts$/,
    names: ['NEXT_RUNTIME'],
    why: 'set by Next per runtime; the hook must leave the edge runtime before it imports Node-only code',
  },
  {
    file: /^lib\/public\/catalogue\.ts$/,
    names: ['NEXT_PHASE'],
    why: 'set by Next while it builds: the catalogue says once, quietly, that the build had no Casino API',
  },
  {
    file: /^lib\/protection\/settings\.ts$/,
    names: ['NEXT_PUBLIC_LEGAL_AGE'],
    why: 'the registration form reads it in the browser: Next inlines only a literal process.env.NEXT_PUBLIC_* read (the site schema still declares and checks it)',
  },
  {
    file: /^casino-api\/threadpool\.ts$/,
    names: ['UV_THREADPOOL_SIZE'],
    why: "libuv's own variable, set before anything else is imported and before the thread pool starts",
  },
  {
    file: /^scripts\/bench(\/|-casino-api\.ts$)/,
    names: 'any',
    why: "the benchmarks' own knobs (BENCH_*, PARALLEL, SIZE_MB, CHROMIUM_PATH): measuring tools run by hand, not part of the product, which they start with its own configuration",
  },
];

/** Names lib/env/ reads that no schema lists: not settings anyone sets. */
const CONFIG_MODULE_EXTRAS: Record<string, string> = {
  LOBBY_DIST_DIR:
    'not an environment variable: next.config.ts inlines it into the bundles at build (lib/env/site.ts)',
};

interface Read {
  name: string | null; // null: a computed name, process.env[expr]
  line: number;
}

/** Every read of process.env in a source text: .NAME, ['NAME'], [expr], and destructuring. */
function envReads(text: string): Read[] {
  const reads: Read[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g))
    reads.push({ name: m[1]!, line: lineOf(m.index) });
  for (const m of text.matchAll(/process\.env\s*\[\s*(?:(['"`])([A-Za-z_][A-Za-z0-9_]*)\1\s*\])?/g))
    reads.push({ name: m[2] ?? null, line: lineOf(m.index) });
  for (const m of text.matchAll(/(?:const|let|var)\s*\{([^}]*)\}\s*=\s*process\.env\b/g))
    for (const part of m[1]!.split(',')) {
      const name = part
        .split(/[:=]/)[0]!
        .replace(/\.\.\./, '')
        .trim();
      if (name) reads.push({ name, line: lineOf(m.index) });
    }
  return reads;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${entry}`;
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry)) out.push(rel);
    }
  };
  SOURCE_DIRS.forEach(walk);
  return [...out, ...ROOT_FILES];
}

const declared = new Set([siteEnv, casinoApiEnv, launcherEnv].flatMap((proc) => Object.keys(proc.vars)));

describe('the scanner', () => {
  it('finds every form of a read', () => {
    const text = [
      'const a = process.env.ALPHA;',
      'const b = process.env[\'BETA\'] ?? process.env["GAMMA"];',
      'const c = process.env[name];',
      'const { DELTA, EPSILON: e, ZETA = "z" } = process.env;',
      'spawn(cmd, { env: { ...process.env, X: "1" } });',
    ].join('\n');
    expect(envReads(text)).toEqual([
      { name: 'ALPHA', line: 1 },
      { name: 'BETA', line: 2 },
      { name: 'GAMMA', line: 2 },
      { name: null, line: 3 },
      { name: 'DELTA', line: 4 },
      { name: 'EPSILON', line: 4 },
      { name: 'ZETA', line: 4 },
    ]);
  });
});

describe('environment reads', () => {
  const files = sourceFiles();
  const reads = files.flatMap((file) =>
    envReads(readFileSync(path.join(root, file), 'utf8')).map((read) => ({ file, ...read })),
  );

  it('scans the programs', () => {
    expect(files).toEqual(
      expect.arrayContaining(['lib/env/site.ts', 'scripts/start.ts', 'casino-api/server.ts']),
    );
    expect(reads.length).toBeGreaterThan(0);
  });

  it('reads only variables a process declares', () => {
    const unknown = reads
      .filter(({ file }) => !DIRECT_READS.some((d) => d.file.test(file) && d.names === 'any'))
      .filter(({ name, file }) => {
        if (name === null) return true;
        if (declared.has(name) || name in NOT_OURS) return false;
        if (CONFIG_MODULES.test(file) && name in CONFIG_MODULE_EXTRAS) return false;
        return !DIRECT_READS.some((d) => d.file.test(file) && d.names !== 'any' && d.names.includes(name));
      })
      .map(({ file, line, name }) => `${file}:${line} ${name ?? 'process.env[…]'}`);
    // Declare the variable in its process's schema (lib/env/), then `npm run env:example`.
    expect(unknown).toEqual([]);
  });

  it('reads them through lib/env/ outside the listed exceptions', () => {
    const direct = reads
      .filter(({ file }) => !CONFIG_MODULES.test(file))
      .filter(({ name }) => name === null || !(name in NOT_OURS))
      .filter(
        ({ file, name }) =>
          !DIRECT_READS.some((d) => d.file.test(file) && (d.names === 'any' || d.names.includes(name ?? ''))),
      )
      .map(({ file, line, name }) => `${file}:${line} ${name ?? 'process.env[…]'}`);
    // e.g. siteEnv.get('NAME') (lib/env/site.ts), casinoApiEnv.get, launcherEnv.read()
    expect(direct).toEqual([]);
  });

  it('has every exception in use, so the list does not outlive its reason', () => {
    for (const exception of DIRECT_READS) {
      const used = reads.filter((r) => exception.file.test(r.file));
      expect(used.length).toBeGreaterThan(0);
      if (exception.names !== 'any')
        for (const name of exception.names) expect(used.map((r) => r.name)).toContain(name);
    }
  });
});

describe('browser code', () => {
  /** Static and dynamic imports of project files, type-only ones left out. */
  function projectImports(file: string): string[] {
    const text = readFileSync(path.join(root, file), 'utf8');
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
      ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((m) => m[1]!);
    return specs.flatMap((spec) => {
      const base = spec.startsWith('@/')
        ? path.join(root, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(path.join(root, file)), spec)
          : null;
      if (!base) return [];
      const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((p) => existsSync(p) && statSync(p).isFile());
      return hit ? [path.relative(root, hit)] : [];
    });
  }

  it("never reaches the configuration modules from a 'use client' file", () => {
    const clientFiles = sourceFiles().filter((f) =>
      /^\s*['"]use client['"]/m.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(clientFiles.length).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const start of clientFiles) {
      const seen = new Set<string>([start]);
      const queue = [[start]];
      while (queue.length > 0) {
        const trail = queue.shift()!;
        for (const next of projectImports(trail.at(-1)!)) {
          if (seen.has(next)) continue;
          seen.add(next);
          if (/^lib\/(env\/|config\.ts$)/.test(next)) offending.push([...trail, next].join(' → '));
          else queue.push([...trail, next]);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
