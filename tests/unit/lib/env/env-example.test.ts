/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envExample } from '@/scripts/env-example';
import { casinoApiEnv } from '@/lib/env/casino-api';
import { launcherEnv } from '@/lib/env/launcher';
import { siteEnv } from '@/lib/env/site';

// .env.example is made from the schemas (lib/env/): the checked-in copy must be what the script writes.
describe('.env.example', () => {
  const checkedIn = readFileSync(path.resolve(__dirname, '../../../../.env.example'), 'utf8');

  it('is what `npm run env:example` generates from lib/env/', () => {
    // On a difference: run `npm run env:example` and commit the file.
    expect(checkedIn).toBe(envExample());
  });

  it('lists every variable of every process with its description, default and production rule', () => {
    for (const proc of [siteEnv, casinoApiEnv, launcherEnv]) {
      const section = checkedIn.split(`# ===== ${proc.title} =====`)[1]!.split('# ===== ')[0]!;
      for (const [name, spec] of Object.entries(proc.vars)) {
        const entry = section.split(`# ${name}=\n`)[0]!.split('\n\n').at(-1)!;
        expect(entry).toContain(spec.description);
        expect(entry).toContain(`default: ${spec.default}`);
        if (spec.production) expect(entry).toContain(`production: ${spec.production.rule}`);
      }
    }
  });
});
