import { RESULT_LINES_JS } from '../../casino-api/demo-game/page';
import { returnToPlayer, spinReels } from '../../casino-api/services/slot';
import { toSatang } from '../../lib/casino/contract-money';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The demo game provider (casino-api/README.md): a framed slot page whose spins move the wallet, or
 * play money.
 */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;
const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? '';
const ledgerRows = () =>
  api.db.selectFrom('ledger').select(['amount_satang', 'kind', 'ref']).orderBy('id').execute();

async function launch(path = '/launch-game/siamreels/lucky-tiger?mobile=true') {
  const res = expectContract('launchGame', (await api.call('GET', path, { token })).body);
  expect(res.success).toBe(true);
  return res.url!;
}

async function spin(session: string, bet: string | number = '10') {
  const res = await fetch(`${api.origin}/demo/spin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ bet }),
  });
  return { status: res.status, body: await res.json() };
}

describe('launch and page', () => {
  it('gives the page a game-session token of its own, useless as a member token and vice versa', async () => {
    const url = await launch();
    expect(url).toMatch(/\/demo\/play\/siamreels\/lucky-tiger\?session=[A-Za-z0-9_-]{43}&mobile=1$/);
    expect(sessionOf(url)).not.toBe(token);
    expect((await api.call('GET', '/customers/profile', { token: sessionOf(url) })).status).toBe(401);
    expect((await spin(token)).status).toBe(401);
  });

  it('serves a small self-contained page, Thai and English, fit for a frame', async () => {
    const res = await fetch(await launch());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html.length).toBeLessThan(16_000);
    expect(html).toContain('เสือนำโชค (Lucky Tiger)');
    expect(html).toContain('หมุน · SPIN');
    expect(html).toContain('1250.00');
    // no external asset of any kind: references point into the page itself, and its only files are
    // this API's own fonts, by relative URL
    const refs = [...html.matchAll(/\s(?:src|href)="([^"]*)"/gi)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((ref) => ref?.startsWith('#s-'))).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
    const files = [...html.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /^\.\.\/\.\.\/fonts\/sarabun-[a-z]+-\d+-normal\.woff2$/.test(f ?? ''))).toBe(
      true,
    );
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('answers an unknown or mismatched session with the expired page', async () => {
    const url = new URL(await launch());
    expect(
      (await fetch(`${api.origin}/demo/play/siamreels/lucky-tiger?session=${'A'.repeat(43)}`)).status,
    ).toBe(401);
    const other = await fetch(`${api.origin}/demo/play/lotuslive/baccarat${url.search}`);
    expect(other.status).toBe(401);
    expect(await other.text()).toContain('เซสชันเกมหมดอายุ');
  });
});

describe('the page in Thai without a Thai system font', () => {
  it("draws its Thai with the site's own Sarabun, served beside the page and allowed by its CSP", async () => {
    const pageUrl = await launch();
    const res = await fetch(pageUrl);
    expect(res.headers.get('content-security-policy')).toContain("font-src 'self'");
    const html = await res.text();
    const urls = [...html.matchAll(/src:url\(([^)]+)\) format\('woff2'\)/g)].map(
      (m) => new URL(m[1]!, pageUrl),
    );
    expect(urls.map((u) => u.pathname.split('/').pop())).toEqual(
      expect.arrayContaining(['sarabun-thai-400-normal.woff2', 'sarabun-thai-600-normal.woff2']),
    );
    expect(html).toMatch(/body\{[^}]*font-family:Sarabun,/);
    for (const url of urls) {
      expect(url.origin).toBe(new URL(pageUrl).origin);
      const font = await fetch(url);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      // a WOFF2 file starts with its signature
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
  });

  it('serves no other file from there', async () => {
    for (const name of ['sarabun-thai-400-normal.woff', '..%2F..%2Fpackage.json', 'index.css'])
      expect((await fetch(`${api.origin}/demo/fonts/${name}`)).status).toBe(404);
  });
});

describe('the line after a spin', () => {
  const resultLines = new Function(`${RESULT_LINES_JS}; return resultLines;`)() as (
    bet: string,
    win: string,
  ) => [string, string];

  it('says the stake, what came back and the net: never "win" for a spin that paid back less than the bet', () => {
    expect(resultLines('1.00', '0.50')).toEqual([
      'เดิมพัน 1.00 · ได้คืน 0.50 · เสีย 0.50 บาท',
      'Bet ฿1.00 · paid back ฿0.50 · lost ฿0.50',
    ]);
    expect(resultLines('1.00', '0.00')).toEqual([
      'เดิมพัน 1.00 · ไม่ถูกรางวัล · เสีย 1.00 บาท',
      'Bet ฿1.00 · no win · lost ฿1.00',
    ]);
    expect(resultLines('10.00', '25.00')).toEqual([
      'เดิมพัน 10.00 · ได้ 25.00 · กำไร +15.00 บาท',
      'Bet ฿10.00 · paid ฿25.00 · net +฿15.00',
    ]);
    expect(resultLines('5.00', '5.00')).toEqual([
      'เดิมพัน 5.00 · ได้คืน 5.00 · เท่าทุน',
      'Bet ฿5.00 · paid back ฿5.00 · even',
    ]);
    expect(resultLines('100.00', '10000.00')[0]).toBe('เดิมพัน 100.00 · ได้ 10,000.00 · กำไร +9,900.00 บาท');
  });

  it('is what the page shows after a spin', async () => {
    const html = await (await fetch(await launch())).text();
    expect(html).toContain(RESULT_LINES_JS);
    expect(html).toContain("say(resultLines(body.bet,body.win).join('\\n'))");
    expect(html).not.toContain('ชนะ ');
  });
});

describe('real play', () => {
  it('bets and wins against the wallet, every spin a ledger round that counts toward turnover', async () => {
    const { data } = expectContract(
      'depositPrepare',
      (
        await api.call('POST', '/requests/deposit/prepare', {
          token,
          form: { amount: '100', promotion_id: '3' },
        })
      ).body,
    );
    await api.operator('POST', `/requests/${data.id}/approve`);
    const session = sessionOf(await launch());
    let balance = toSatang((await profile()).games[0]!.credit);
    const before = (await ledgerRows()).length;
    for (let i = 0; i < 5; i += 1) {
      const { status, body } = await spin(session, '10');
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, trial: false, bet: '10.00', reels: expect.any(Array) });
      balance = balance - 1_000 + toSatang(body.win);
      expect(toSatang(body.balance)).toBe(balance);
    }
    const rounds = (await ledgerRows()).slice(before);
    expect(rounds.filter((r) => r.kind === 'bet')).toHaveLength(5);
    expect(rounds.every((r) => r.ref?.startsWith('game:siamreels:lucky-tiger:'))).toBe(true);
    const after = await profile();
    expect(toSatang(after.games[0]!.credit)).toBe(balance);
    expect(after.current_promotion?.turnover).toBe('50.00');
  });

  it('refuses bets off the table or above the credit', async () => {
    const session = sessionOf(await launch());
    expect((await spin(session, '7')).body.errors).toEqual({ bet: ['จำนวนเดิมพันไม่ถูกต้อง'] });
    expect((await spin(session, '1e2')).status).toBe(422);
    const credit = toSatang((await profile()).games[0]!.credit);
    await api.operator('POST', '/rounds', { phone: demo.phone, bet: ((credit - 5_000) / 100).toFixed(2) }); // leaves 50 baht
    const broke = await spin(session, '100');
    expect(broke.status).toBe(422);
    expect(broke.body.errors).toEqual({ bet: ['ยอดเงินในบัญชีไม่เพียงพอ'] });
    expect((await profile()).games[0]?.credit).toBe('50.00');
  });

  it('expires after 30 idle minutes, each spin extending the session', async () => {
    const session = sessionOf(await launch());
    api.advance(29 * 60);
    expect((await spin(session, '1')).status).toBe(200);
    api.advance(29 * 60);
    expect((await spin(session, '1')).status).toBe(200);
    api.advance(30 * 60);
    expect(await spin(session, '1')).toEqual({
      status: 401,
      body: { message: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่' },
    });
    token = await api.login(demo.phone, demo.password);
  });
});

describe('trial play', () => {
  it('plays with 1,000 baht of play money that never touches the wallet', async () => {
    const trial = expectContract(
      'trialGame',
      (await api.call('GET', '/trial-game/siamreels/thai-fruits')).body,
    );
    expect(trial.url).toContain('trial=1');
    const page = await (await fetch(trial.url!)).text();
    expect(page).toContain('ทดลองเล่น');
    expect(page).toContain('1000.00');
    const ledger = (await ledgerRows()).length;
    const credit = (await profile()).games[0]?.credit;
    let play = 100_000;
    for (let i = 0; i < 3; i += 1) {
      const { body } = await spin(sessionOf(trial.url!), 100);
      expect(body.trial).toBe(true);
      play = play - 10_000 + toSatang(body.win);
      expect(toSatang(body.balance)).toBe(play);
    }
    expect((await ledgerRows()).length).toBe(ledger);
    expect((await profile()).games[0]?.credit).toBe(credit);
  });
});

describe('slot maths', () => {
  it('pays about 96% back over every outcome', () => {
    expect(returnToPlayer()).toBeGreaterThan(0.94);
    expect(returnToPlayer()).toBeLessThan(0.98);
  });

  it('pays three diamonds 100× and three cherries 5× in whole satang', () => {
    expect(spinReels(1_000, (n) => n - 1)).toEqual({
      reels: ['diamond', 'diamond', 'diamond'],
      winSatang: 100_000,
    });
    expect(spinReels(100, () => 0)).toEqual({ reels: ['cherry', 'cherry', 'cherry'], winSatang: 500 });
  });
});
