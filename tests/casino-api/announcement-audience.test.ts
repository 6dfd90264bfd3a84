import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngine } from '../../casino-api/db/engine';
import { migrate, migrationFiles } from '../../casino-api/db/migrate';
import { demoAnnouncement } from '../../casino-api/seed/data';
import { expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Who an announcement is for (casino-api/README.md, "Announcements": the `audience` extension): the
 * demo's welcome ("new members get a 50% bonus") is for guests, so the site does not greet a member
 * who has deposited with it; staff set it per announcement; migration 017 gives it to a database
 * seeded before it and leaves an operator's own rows for everyone.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

const notification = async () =>
  expectContract('notification', (await api.call('GET', '/notification')).body);

it('serves the seeded welcome as meant for guests', async () => {
  expect((await notification())[0]).toMatchObject({ content: demoAnnouncement.content, audience: 'guests' });
});

it('lets staff say who an announcement is for, and refuses an audience it does not know', async () => {
  const posted = await api.operator('POST', '/announcements', {
    content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
    active: 2,
    sort: -1,
  });
  expect(posted.status).toBe(201);
  expect((await notification())[0]).toMatchObject({ audience: 'everyone' });
  const edited = await api.operator('PATCH', `/announcements/${posted.body.id}`, { audience: 'guests' });
  expect(edited.body.data).toMatchObject({ audience: 'guests' });
  expect((await notification())[0]).toMatchObject({ audience: 'guests' });
  expect(
    (await api.operator('PATCH', `/announcements/${posted.body.id}`, { audience: 'members' })).status,
  ).toBe(422);
  await api.operator('DELETE', `/announcements/${posted.body.id}`);
});

it('migration 017 marks the demo welcome of a database seeded before it, and only that', async () => {
  if (process.env.DATABASE_URL) return; // the SQL is the same on both; PGlite is enough here
  const root = mkdtempSync(path.join(tmpdir(), 'casino-017-'));
  const before = path.join(root, 'migrations');
  mkdirSync(before);
  const dir = path.join(__dirname, '..', '..', 'casino-api', 'migrations');
  for (const f of migrationFiles(dir).filter((f) => f < '017'))
    copyFileSync(path.join(dir, f), path.join(before, f));
  const engine = await openEngine({ pgliteDir: path.join(root, 'db') });
  try {
    await migrate(engine, before);
    const now = new Date();
    const seededBefore017 = Object.fromEntries(
      Object.entries(demoAnnouncement).filter(([column]) => column !== 'audience'),
    );
    await engine.db
      .insertInto('announcements')
      .values([
        { ...seededBefore017, created_at: now },
        { content: 'ประกาศของเราเอง', img: null, active: 2, created_at: now },
      ] as never)
      .execute();
    expect(await migrate(engine, dir)).toContain('017_announcement_audience.sql');
    const rows = await engine.db
      .selectFrom('announcements')
      .select(['content', 'audience'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { content: demoAnnouncement.content, audience: 'guests' },
      { content: 'ประกาศของเราเอง', audience: 'everyone' },
    ]);
  } finally {
    await engine.close();
    rmSync(root, { recursive: true, force: true });
  }
});
