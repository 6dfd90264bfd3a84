import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngine } from '../../casino-api/db/engine';
import { migrate, migrationFiles } from '../../casino-api/db/migrate';
import { demoCatalogue, demoGames } from '../../casino-api/seed/data';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The demo catalogue (docs/architecture.md, "Game catalogue"): every game has art the API serves,
 * names in three languages, and launches; a database seeded before migration 009 ends up with the
 * same catalogue as a fresh one.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

const games = async () => expectContract('games', (await api.call('GET', '/games')).body).data;

describe('the demo catalogue', () => {
  it('has about two dozen games across slots, casino tables and fishing, some popular, some new', async () => {
    const list = await games();
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((g) => g.category))).toEqual(new Set(['slot', 'casino', 'fishing']));
    expect(new Set(list.map((g) => g.provider_name))).toEqual(
      new Set(['Siam Reels', 'Lotus Live', 'Coral Play']),
    );
    expect(list.filter((g) => g.popular).length).toBeGreaterThanOrEqual(4);
    expect(list.filter((g) => g.new).length).toBeGreaterThanOrEqual(4);
    const tiger = list.find((g) => g.code === 'lucky-tiger')!;
    expect(tiger.name).toBe('เสือนำโชค (Lucky Tiger)');
    expect(tiger.names).toEqual({ th: 'เสือนำโชค', en: 'Lucky Tiger', zh: '幸运虎' });
  });

  it('serves a picture for every game at its image_url, as an image, and nothing outside the art folder', async () => {
    const list = await games();
    for (const game of list) {
      expect(game.image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/art\/[a-z0-9-]+\.webp$/);
      const res = await fetch(game.image_url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      // a real WebP ("RIFF....WEBP"), small enough for a grid of them
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.length).toBeLessThan(20_000);
    }
    for (const bad of ['..%2Fpage.ts', 'nope.webp', 'lucky-tiger.svg', '.webp']) {
      expect((await fetch(`${api.origin}/demo/art/${bad}`)).status).toBe(404);
    }
  });

  it('launches every game, for a member and as a trial', async () => {
    const token = await api.login(demo.phone, demo.password);
    for (const game of await games()) {
      const path = `/${game.provider}/${game.code}?mobile=false`;
      const real = expectContract(
        'launchGame',
        (await api.call('GET', `/launch-game${path}`, { token })).body,
      );
      expect(real.success).toBe(true);
      const page = await fetch(real.url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(game.name);
      const trial = expectContract('trialGame', (await api.call('GET', `/trial-game${path}`)).body);
      expect(trial.success).toBe(true);
    }
  });
});

describe('migration 009', () => {
  // The catalogue as seeded before 009: provider 'demo', names "Thai (English)", no art.
  const firstCatalogue = [
    ['lucky-tiger', 'เสือนำโชค (Lucky Tiger)', 'slot'],
    ['golden-elephant', 'ช้างทองคำ (Golden Elephant)', 'slot'],
    ['songkran-splash', 'สาดน้ำสงกรานต์ (Songkran Splash)', 'slot'],
    ['mekong-dragon', 'มังกรแม่โขง (Mekong Dragon)', 'slot'],
    ['thai-fruits', 'ผลไม้ไทย (Thai Fruits)', 'slot'],
    ['baccarat', 'บาคาร่า (Baccarat)', 'casino'],
    ['dragon-tiger', 'เสือมังกร (Dragon Tiger)', 'casino'],
    ['hi-lo', 'ไฮโล (Hi-Lo)', 'casino'],
  ];

  it('brings a database seeded with the first eight demo games to the new catalogue, ids kept', async () => {
    if (process.env.DATABASE_URL) return; // the SQL is the same on both; PGlite is enough here
    const root = mkdtempSync(path.join(tmpdir(), 'casino-009-'));
    const before = path.join(root, 'migrations');
    mkdirSync(before);
    const dir = path.join(__dirname, '..', '..', 'casino-api', 'migrations');
    for (const f of migrationFiles(dir).filter((f) => f < '009'))
      copyFileSync(path.join(dir, f), path.join(before, f));
    const engine = await openEngine({ pgliteDir: path.join(root, 'db') });
    try {
      await migrate(engine, before);
      await engine.db
        .insertInto('games')
        .values(
          firstCatalogue.map(
            ([code, name, category], i) =>
              ({ provider: 'demo', code, name, category, image_url: null, sort: i + 1 }) as never,
          ),
        )
        .execute();
      // an operator's own game is not the demo's to change
      await engine.db
        .insertInto('games')
        .values({
          provider: 'acme',
          code: 'own',
          name: 'เกมของเรา',
          category: 'slot',
          image_url: null,
          sort: 99,
        } as never)
        .execute();
      const ids = await engine.db
        .selectFrom('games')
        .select(['id', 'code'])
        .where('provider', '=', 'demo')
        .execute();

      expect(await migrate(engine, dir)).toContain('009_game_catalogue.sql');

      const rows = await engine.db.selectFrom('games').selectAll().orderBy('sort').orderBy('id').execute();
      const own = rows.find((r) => r.provider === 'acme')!;
      expect(own).toMatchObject({ name: 'เกมของเรา', name_en: null, popular: false, is_new: false });
      const demoRows = rows.filter((r) => r.provider !== 'acme').map((r) => ({ ...r, id: undefined }));
      expect(demoRows).toEqual(demoGames.map((g) => ({ ...g, id: undefined })));
      for (const { id, code } of ids) expect(rows.find((r) => r.code === code)!.id).toBe(id);
      expect(demoRows).toHaveLength(demoCatalogue.length);
    } finally {
      await engine.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves a database without the demo catalogue without demo games', async () => {
    if (process.env.DATABASE_URL) return;
    const root = mkdtempSync(path.join(tmpdir(), 'casino-009-'));
    const engine = await openEngine({ pgliteDir: path.join(root, 'db') });
    try {
      await migrate(engine);
      expect(await engine.db.selectFrom('games').select('id').execute()).toEqual([]);
    } finally {
      await engine.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
