import { mkdirSync, mkdtempSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngine } from '../../casino-api/db/engine';
import { migrate, migrationFiles } from '../../casino-api/db/migrate';
import { demoAnnouncement, demoPromotions } from '../../casino-api/seed/data';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Promotions and announcements in three languages (docs/architecture.md, "Upstream text in three
 * languages"): the `names` and `contents` extensions beside spec §3's Thai, seeded for the demo,
 * set by staff, and given by migration 010 to a database seeded before it.
 */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const publicPromotions = async () =>
  expectContract('promotions', (await api.call('GET', '/promotions')).body).data;
const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;
const notification = async () =>
  expectContract('notification', (await api.call('GET', '/notification')).body);

const newMember = { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' };
const free100 = { th: 'รับฟรี 100 บาท', en: 'Get 100 baht free', zh: '免费领取 100 泰铢' };

describe('the demo', () => {
  it('names every promotion in Thai, English and Chinese, the Thai being its spec §3 name', async () => {
    const list = await publicPromotions();
    expect(list.map((p) => p.names)).toEqual(
      demoPromotions.map((p) => ({ th: p.name, en: p.name_en, zh: p.name_zh })),
    );
    expect(list[0]).toMatchObject({ name: newMember.th, names: newMember });
  });

  it("names them in the member's profile too: offered, not open now, and the current one", async () => {
    const before = await profile();
    // the demo member has deposited: the new-member promotion is not his to take
    expect(before.promotions_unavailable).toContainEqual(
      expect.objectContaining({ name: newMember.th, names: newMember }),
    );
    expect(before.promotions).toContainEqual(expect.objectContaining({ name: free100.th, names: free100 }));
    const id = before.promotions.find((p) => p.name === free100.th)!.id;
    const { data } = expectContract(
      'depositPrepare',
      (
        await api.call('POST', '/requests/deposit/prepare', {
          token,
          form: { amount: '300', promotion_id: id },
        })
      ).body,
    );
    await api.operator('POST', `/requests/${data!.id}/approve`);
    expect((await profile()).current_promotion).toMatchObject({ name: free100.th, names: free100 });
  });

  it('words the announcement in each language, the Thai being its spec §3 content', async () => {
    const [first] = await notification();
    expect(first).toMatchObject({
      content: demoAnnouncement.content,
      contents: {
        th: demoAnnouncement.content,
        en: demoAnnouncement.content_en,
        zh: demoAnnouncement.content_zh,
      },
    });
    expect(first!.contents!.en).toMatch(/^Welcome to Lobby Demo/);
  });
});

describe('operator API', () => {
  it('sets the English and Chinese name of a promotion, and removes one with an empty value', async () => {
    const created = await api.operator('POST', '/promotions', {
      name: 'ลอยกระทง รับ 15%',
      name_en: ' Loy Krathong: 15% bonus ',
      name_zh: '水灯节 15% 奖金',
      bonus_percent: 15,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'ลอยกระทง รับ 15%',
      names: { th: 'ลอยกระทง รับ 15%', en: 'Loy Krathong: 15% bonus', zh: '水灯节 15% 奖金' },
    });
    const { id } = created.body.data;
    // a new Thai name: the translations stay unless given too
    const edited = await api.operator('PATCH', `/promotions/${id}`, { name: 'ลอยกระทง 15%', name_zh: '' });
    expect(edited.body.data.names).toEqual({ th: 'ลอยกระทง 15%', en: 'Loy Krathong: 15% bonus', zh: null });
    expect((await publicPromotions()).find((p) => p.id === id)!.names).toEqual(edited.body.data.names);
    expect(
      (await api.operator('PATCH', `/promotions/${id}`, { name_en: 'x'.repeat(201) })).body.errors,
    ).toEqual({
      name_en: ['ชื่อภาษาอังกฤษยาวเกินไป'],
    });
    // a promotion made with the spec's fields only has no translations
    const plain = await api.operator('POST', '/promotions', { name: 'โปรธรรมดา' });
    expect(plain.body.data.names).toEqual({ th: 'โปรธรรมดา', en: null, zh: null });
  });

  it('posts and edits an announcement with its English and Chinese text', async () => {
    const posted = await api.operator('POST', '/announcements', {
      content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
      content_en: 'Maintenance 02:00-03:00',
      active: 2,
      sort: -1,
    });
    expect(posted.status).toBe(201);
    expect((await notification())[0]).toMatchObject({
      content: 'ปิดปรับปรุงระบบ 02:00-03:00 น.',
      contents: { th: 'ปิดปรับปรุงระบบ 02:00-03:00 น.', en: 'Maintenance 02:00-03:00', zh: null },
    });
    const edited = await api.operator('PATCH', `/announcements/${posted.body.id}`, {
      content_zh: '系统维护 02:00-03:00',
    });
    expect(edited.body.data).toMatchObject({
      content_en: 'Maintenance 02:00-03:00',
      content_zh: '系统维护 02:00-03:00',
    });
    expect((await notification())[0]!.contents!.zh).toBe('系统维护 02:00-03:00');
    await api.operator('DELETE', `/announcements/${posted.body.id}`);
  });
});

describe('migration 010', () => {
  it('gives a database seeded before it the demo translations, and leaves an operator’s own rows without', async () => {
    if (process.env.DATABASE_URL) return; // the SQL is the same on both; PGlite is enough here
    const root = mkdtempSync(path.join(tmpdir(), 'casino-010-'));
    const before = path.join(root, 'migrations');
    mkdirSync(before);
    const dir = path.join(__dirname, '..', '..', 'casino-api', 'migrations');
    for (const f of migrationFiles(dir).filter((f) => f < '010'))
      copyFileSync(path.join(dir, f), path.join(before, f));
    const engine = await openEngine({ pgliteDir: path.join(root, 'db') });
    try {
      await migrate(engine, before);
      const now = new Date();
      // the demo as seeded before 010: without the English and Chinese columns
      const before010 = (row: object) =>
        Object.fromEntries(
          Object.entries(row).filter(([column]) => !/_(en|zh)$/.test(column) && column !== 'audience'),
        );
      await engine.db
        .insertInto('promotions')
        .values([
          ...demoPromotions.map((p) => ({ ...before010(p), created_at: now })),
          { name: 'โปรของเราเอง', created_at: now },
        ] as never)
        .execute();
      await engine.db
        .insertInto('announcements')
        .values([
          { ...before010(demoAnnouncement), created_at: now },
          { content: 'ประกาศของเราเอง', img: null, active: 2, created_at: now },
        ] as never)
        .execute();

      expect(await migrate(engine, dir)).toContain('010_promotion_announcement_languages.sql');

      const promotions = await engine.db.selectFrom('promotions').selectAll().orderBy('id').execute();
      expect(promotions.map((p) => [p.name, p.name_en, p.name_zh])).toEqual([
        ...demoPromotions.map((p) => [p.name, p.name_en, p.name_zh]),
        ['โปรของเราเอง', null, null],
      ]);
      const announcements = await engine.db.selectFrom('announcements').selectAll().orderBy('id').execute();
      expect(announcements.map((a) => [a.content, a.content_en, a.content_zh])).toEqual([
        [demoAnnouncement.content, demoAnnouncement.content_en, demoAnnouncement.content_zh],
        ['ประกาศของเราเอง', null, null],
      ]);
    } finally {
      await engine.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
