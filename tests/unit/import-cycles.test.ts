/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * No two modules import each other, directly or round a longer loop. ESLint's import/no-cycle
 * guards the runtime imports as you type; it skips `import type`, so this also counts type-only
 * imports: a type shared by two modules belongs in a third that both import.
 */
const root = path.resolve(__dirname, '../..');
const skip = new Set(['node_modules', '.next', '.data', 'bench', 'test-results', 'playwright-report']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name) || name.startsWith('.next')) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
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
    ['', '.tsx', '.ts', '.mjs', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => existsSync(f) && statSync(f).isFile()) ?? null
  );
}

/** Static imports and re-exports, type-only ones included; `import()` is a lazy edge, not a cycle. */
const importsOf = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gms)].map((m) => m[1]!);

function importGraph(): Map<string, string[]> {
  const files = ['app', 'components', 'lib', 'casino-api', 'scripts', 'tests']
    .flatMap((dir) => sources(path.join(root, dir)))
    .concat(['proxy.ts', 'instrumentation.ts', 'next.config.ts'].map((f) => path.join(root, f)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8')).map((spec) => resolveImport(file, spec));
    graph.set(
      path.relative(root, file),
      targets.filter((t): t is string => t !== null).map((t) => path.relative(root, t)),
    );
  }
  return graph;
}

/** Strongly connected components with more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graph = importGraph();

it('reads the imports it checks: relative, `@/` and type-only', () => {
  expect(graph.get('components/info/tab-icon.tsx')).toEqual(['components/info/information-tabs.ts']);
  expect(graph.get('components/info/information-popup.tsx')).toEqual(
    expect.arrayContaining(['lib/hooks/use-profile.ts', 'components/info/tab-icon.tsx']),
  );
  expect(graph.size).toBeGreaterThan(300);
});

it('finds a cycle when there is one', () => {
  const withLoop = new Map([
    ...graph,
    ['lib/errors.ts', ['lib/routes.ts']],
    ['lib/routes.ts', ['lib/errors.ts']],
  ]);
  expect(cycles(withLoop)).toContainEqual(['lib/errors.ts', 'lib/routes.ts']);
});

it('has no import cycle anywhere in the project', () => {
  expect(cycles(graph)).toEqual([]);
});
