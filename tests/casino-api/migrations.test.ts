import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngine } from '../../casino-api/db/engine';
import { migrate, migrationFiles } from '../../casino-api/db/migrate';
import { demoGames } from '../../casino-api/seed/data';
import { dropSchema, startTestApi, stopTestApi } from './helpers';

const databaseUrl = process.env.DATABASE_URL || undefined;

describe('migrations', () => {
  it('apply every file once and do nothing the second time', async () => {
    const dir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'casino-mig-'));
    const schema = databaseUrl ? `casino_test_${randomBytes(6).toString('hex')}` : undefined;
    const engine = await openEngine({ databaseUrl, schema, pgliteDir: dir });
    try {
      expect(await migrate(engine)).toEqual(migrationFiles());
      expect(await migrate(engine)).toEqual([]);
      const rows = await engine.db.selectFrom('schema_migrations').select('name').execute();
      expect(rows.map((r) => r.name)).toEqual(migrationFiles());
    } finally {
      await engine.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      if (schema) await dropSchema(schema);
    }
  });

  it('survive a restart on the same database without seeding twice', async () => {
    const first = await startTestApi();
    await stopTestApi(first, true);
    const second = await startTestApi({ reuse: { dataDir: first.dataDir, schema: first.schema } });
    try {
      const customers = await second.db.selectFrom('customers').select('phone').execute();
      expect(customers.map((c) => c.phone).sort()).toEqual(['0812345678', '0898765432']);
      expect((await second.call('GET', '/games')).body.data).toHaveLength(demoGames.length);
    } finally {
      await stopTestApi(second);
    }
  });
});
