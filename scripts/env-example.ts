import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProcessEnv, Vars } from '../lib/env/define';
import { casinoApiEnv } from '../lib/env/casino-api';
import { launcherEnv } from '../lib/env/launcher';
import { siteEnv } from '../lib/env/site';

/*
 * `npm run env:example`: writes .env.example from the processes' configurations (lib/env/), the one
 * source of every variable's description, default and production rule. A test fails when the file
 * in the repository differs from what this makes (tests/unit/lib/env/env-example.test.ts).
 */

const processes: ProcessEnv<Vars>[] = [siteEnv, casinoApiEnv, launcherEnv];

export function envExample(): string {
  const lines = [
    '# Every environment variable the programs read, per program. Generated from lib/env/ by',
    '# `npm run env:example`: edit the schemas there, not this file.',
    '#',
    '# Copy what you need to .env (or .env.local, .env.production, …): `npm start` and',
    '# `npm run casino-api` read them as Next reads them for the site, and a variable set in the',
    '# environment wins over the files. The demo needs none of them. With NODE_ENV=production each',
    '# program refuses to start on a missing or weak setting and lists every problem at once',
    '# (docs/operations.md).',
  ];
  for (const proc of processes) {
    lines.push('', '', `# ===== ${proc.title} =====`, ...wrap(proc.about, '# '));
    for (const [name, spec] of Object.entries(proc.vars)) {
      lines.push('', `# ${spec.description}`);
      lines.push(
        `# default: ${spec.default}${spec.production ? ` · production: ${spec.production.rule}` : ''}`,
      );
      lines.push(`# ${name}=`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function wrap(text: string, prefix: string, width = 100): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      out.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(prefix + line);
  return out;
}

if (require.main === module) {
  const file = path.resolve(__dirname, '..', '.env.example');
  writeFileSync(file, envExample());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
