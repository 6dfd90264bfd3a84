import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './lighthouse';

/*
 * Touch latency on a cheap phone (docs/performance.md, "Touches"): a 360×740 touch screen with the CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate), the demo member signed in. For each interaction:
 * - the longest event duration of the touch (Event Timing API, durationThreshold 16: what INP reports;
 *   an interaction whose events all finish under 16 ms counts as 16);
 * - the time from the touch (the input event's own timestamp) to the first animation frame in which its
 *   result is visible.
 * Each repetition is a fresh page in a fresh browser context (nothing cached from the previous one), left
 * 1.5 s after its load event before the touch, as a player glances at a page before tapping. The floor is
 * a minimal React dialog opened by a button (scripts/bench/floor-app), measured the same way in the same
 * run. The member home's time until the credit and the member panel are visible is measured with the
 * network and CPU slowed as Lighthouse's devtools throttling does, beside the guest home's LCP.
 */

export interface TouchFigures {
  runs: number;
  /** median longest event duration, ms */
  longestEventMs: number;
  /** median time from the touch to the result being visible, ms */
  visibleMs: number;
  samples: { longestEventMs: number; visibleMs: number }[];
}

export interface MemberHomeFigures {
  runs: number;
  guestLcpMs: number;
  memberCreditMs: number;
  memberPanelMs: number;
}

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'th-TH' };
const CPU_SLOWDOWN = 4;
const SETTLE_MS = Number(process.env.BENCH_TOUCH_SETTLE_MS ?? 1_500);
const TAP_QUIET_MS = 100;
const PLAYWRIGHT_TAP = process.env.BENCH_TOUCH_TAP === 'playwright';
// Lighthouse 12's mobile devtools throttling (its constants.throttling.mobileSlow4G, as applied by devtools)
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

/** What the page records, in sessionStorage so that a touch that navigates (login) keeps its figures. */
interface Probe {
  watch?: { selector: string; text?: string; gone?: string };
  inputs: number[];
  /** Event Timing entries: input delay and handler time, the rest of the duration is until the next paint */
  events: { name: string; start: number; duration: number; delay: number; processing: number }[];
  visibleAt?: number;
}

/*
 * Installed in every document before its own scripts (Playwright's addInitScript runs through CDP, which
 * the site's CSP does not govern). Times are epoch milliseconds (timeOrigin + a page timestamp), so a
 * touch on one page and a result on the next compare. Plain JavaScript in a string: tsx would wrap a
 * serialised function's inner functions in a helper the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const KEY = 'bench-touch';
  const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  const write = (p) => sessionStorage.setItem(KEY, JSON.stringify(p));
  const epoch = (t) => performance.timeOrigin + t;
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (e) => {
      const p = read();
      if (p?.watch) write({ ...p, inputs: [...p.inputs, epoch(e.timeStamp)] });
    }, { capture: true });
  new PerformanceObserver((list) => {
    const p = read();
    if (!p?.watch) return;
    const events = list.getEntries().map((e) => ({ name: e.name, start: epoch(e.startTime), duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart }));
    write({ ...p, events: [...p.events, ...events] });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const visible = (el) => el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
  const shown = (w) => {
    const hit = [...document.querySelectorAll(w.selector)].some((el) => visible(el) && (!w.text || (el.textContent ?? '').includes(w.text)));
    return hit && (!w.gone || ![...document.querySelectorAll(w.gone)].some(visible));
  };
  const poll = () => {
    const p = read();
    if (!p?.watch || p.visibleAt) return;
    if (shown(p.watch)) write({ ...p, visibleAt: epoch(performance.now()) });
    else requestAnimationFrame(poll);
  };
  window.__benchPoll = () => requestAnimationFrame(poll);
  requestAnimationFrame(poll);
})();`;

// The member home's figures: LCP, and when the credit is first visible (in the member bar, or in its
// slot drawn from the early profile request before the bar arrives) and the member panel's credit.
const HOME_SCRIPT = `(() => {
  window.__lcp = 0;
  window.__seen = {};
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const digits = (text) => /[0-9]/.test(text ?? '');
  const shown = (selector) => { const el = document.querySelector(selector); return el && el.checkVisibility() && digits(el.textContent); };
  const early = () => { const slot = document.querySelector('.member-bar-slot:empty'); return slot && digits(getComputedStyle(slot, '::after').content); };
  const poll = () => {
    const now = performance.now();
    if (!window.__seen.credit && (shown('.member-bar-credit strong') || early())) window.__seen.credit = now;
    if (!window.__seen.panel && shown('.home-member-credit strong')) window.__seen.panel = now;
    if (Object.keys(window.__seen).length < 2) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

async function phoneContext(browser: Browser, origin: string, cookie?: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE);
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: origin };
      }),
    );
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

async function arm(page: Page, watch: NonNullable<Probe['watch']>): Promise<void> {
  await page.evaluate((w) => {
    sessionStorage.setItem('bench-touch', JSON.stringify({ watch: w, inputs: [], events: [] }));
    (window as unknown as { __benchPoll: () => void }).__benchPoll();
  }, watch);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Playwright evaluates its own injected script (about 50 ms at 4×) on the page's main thread the first
  // time a locator is used: done here, not inside the glance, so no tap waits behind the bench's own code.
  await page.locator('body').waitFor();
  // a raw tap's own quiet 100 ms (tap() below) is the end of the glance, so a touch lands 1.5 s after the
  // load event however it is sent
  await page.waitForTimeout(PLAYWRIGHT_TAP ? SETTLE_MS : SETTLE_MS - TAP_QUIET_MS);
}

/** The figures of the armed touch, once its result is visible and its event entries are delivered. */
async function collect(page: Page, label: string): Promise<{ longestEventMs: number; visibleMs: number }> {
  await page.waitForFunction(() => Boolean((JSON.parse(sessionStorage.getItem('bench-touch') ?? 'null') as Probe | null)?.visibleAt), null, { timeout: 30_000, polling: 100 }).catch(() => {
    throw new Error(`touch "${label}": its result never became visible`);
  });
  // event entries are queued after the frame that follows the event: let two more frames pass
  await page.waitForTimeout(400);
  const p = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('bench-touch') ?? 'null'))) as Probe;
  await page.evaluate(() => sessionStorage.removeItem('bench-touch'));
  // BENCH_TOUCH_DEBUG=1: each event's [name, start after the first input, duration, input delay, handlers]
  if (process.env.BENCH_TOUCH_DEBUG)
    console.log(label, JSON.stringify(p.events.map((e) => [e.name, Math.round(e.start - p.inputs[0]!), e.duration, Math.round(e.delay), Math.round(e.processing)])));
  const visibleAt = p.visibleAt!;
  const touchedAt = Math.max(...p.inputs.filter((t) => t <= visibleAt));
  if (!Number.isFinite(touchedAt)) throw new Error(`touch "${label}": no input event before its result`);
  const longest = Math.max(16, ...p.events.filter((e) => e.start >= p.inputs[0]! - 1).map((e) => e.duration));
  return { longestEventMs: longest, visibleMs: visibleAt - touchedAt };
}

interface Interaction {
  name: string;
  /** page path under the origin */
  path: string;
  member: boolean;
  /** steps before the measured touch (not measured) */
  before?: (page: Page) => Promise<void>;
  watch: NonNullable<Probe['watch']>;
  touch: (page: Page) => Promise<void>;
  /** further touches on the same page, each measured as its own interaction */
  then?: { name: string; watch: NonNullable<Probe['watch']>; touch: (page: Page) => Promise<void> }[];
}

/*
 * A tap as a phone delivers it: two CDP Input.dispatchTouchEvent calls (touchStart, touchEnd) at the
 * target's centre, found and scrolled to beforehand, then 100 ms without any bench code on the page
 * (the last 100 ms of the glance before a first touch).
 * Playwright's locator.tap() is not used for the measured touch: it sets up a listener of its own on the
 * page for the touch's events, and evaluates its injected script twice more on the main thread as soon
 * as the touchEnd is acknowledged, which is while the browser turns the touch into the click the
 * page answers. Measured both ways, its taps read 0-40 ms longer on our pages than a raw tap
 * (docs/performance.md, "Raw taps"). BENCH_TOUCH_TAP=playwright measures with locator.tap().
 */
async function tap(target: Locator): Promise<void> {
  if (PLAYWRIGHT_TAP) return target.tap();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(target)} has no box`);
  await target.page().waitForTimeout(TAP_QUIET_MS);
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const dialogNamed = (title: string) => ({ selector: 'dialog[open] h2', text: title });
const tapBottom = (label: string) => (page: Page) => tap(page.locator('nav.mobile-app-bar').getByRole('button', { name: label, exact: true }));
const openDrawer = (page: Page) => tap(page.getByRole('banner').getByRole('button', { name: 'เมนู', exact: true }));
const INFO_TABS = ['ฝาก-ถอน', 'กิจกรรม', 'แนะนำเพื่อน', 'ข่าวสาร'];

/** Every interaction of the list in docs/performance.md, in Thai, the site's default language. */
export const interactions: Interaction[] = [
  { name: 'open deposit (bottom bar)', path: '/lobby', member: true, watch: dialogNamed('ตรวจสอบบัญชีก่อนฝากเงิน'), touch: tapBottom('ฝากเงิน') },
  { name: 'open withdraw (bottom bar)', path: '/lobby', member: true, watch: { selector: 'dialog[open] .bank-card' }, touch: tapBottom('ถอนเงิน') },
  { name: 'open the drawer', path: '/lobby', member: true, watch: { selector: 'dialog.drawer[open] a, dialog.drawer[open] button' }, touch: openDrawer },
  {
    name: 'open Information (drawer item)',
    path: '/lobby',
    member: true,
    before: async (page) => {
      await openDrawer(page);
      await page.locator('dialog.drawer[open]').getByRole('button', { name: 'ข้อมูลส่วนตัว', exact: true }).waitFor();
    },
    watch: { selector: 'dialog[open] [role=tabpanel]:not([aria-busy]) dl' },
    touch: (page) => tap(page.locator('dialog.drawer[open]').getByRole('button', { name: 'ข้อมูลส่วนตัว', exact: true })),
    then: INFO_TABS.map((tab) => ({
      name: `Information: tab ${tab}`,
      watch: { selector: `dialog[open] [role=tab][aria-selected=true]`, text: tab, gone: 'dialog[open] [role=tabpanel][aria-busy], dialog[open] .info-loading' },
      touch: (page: Page) => tap(page.locator('dialog[open]').getByRole('tab', { name: tab, exact: true })),
    })),
  },
  {
    name: 'open the promotion chooser (deposit)',
    path: '/lobby',
    member: true,
    before: async (page) => {
      await tapBottom('ฝากเงิน')(page);
      await tap(page.getByRole('button', { name: 'ยืนยัน ฝากเงิน', exact: true }));
      await page.getByRole('dialog', { name: 'ฝากเงิน', exact: true }).getByRole('button', { name: 'รับโปรโมชั่น', exact: true }).waitFor();
    },
    watch: { selector: 'dialog[open] h2', text: 'เลือกโปรโมชั่น' },
    touch: (page) => tap(page.getByRole('dialog', { name: 'ฝากเงิน', exact: true }).getByRole('button', { name: 'รับโปรโมชั่น', exact: true })),
  },
  {
    name: 'tap a lobby category',
    path: '/lobby/lobby',
    member: true,
    watch: { selector: 'button[aria-pressed=true]', text: 'ยิงปลา' },
    touch: (page) => tap(page.getByRole('group', { name: 'หมวดเกม' }).getByRole('button', { name: 'ยิงปลา', exact: true })),
  },
  {
    name: 'type a search in the lobby',
    path: '/lobby/lobby',
    member: true,
    before: (page) => tap(page.getByRole('searchbox', { name: 'ค้นหาเกม' })),
    watch: { selector: 'button[aria-label="เล่น บาคาร่า"]', gone: 'button[aria-label="เล่น เสือนำโชค"]' },
    touch: (page) => page.keyboard.type('baccarat', { delay: 120 }),
  },
  {
    name: 'submit login until the member bar shows',
    path: '/lobby/login',
    member: false,
    before: async (page) => {
      await page.locator('#login-phone').fill('0812345678');
      await page.locator('#login-password').fill('Demo1234');
    },
    watch: { selector: '.member-bar-credit strong', text: '.' },
    touch: (page) => tap(page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })),
  },
];

export const FLOOR_TOUCH = 'floor: a minimal React dialog';
/** The taps a member makes most, held to the goal now (docs/performance.md, "Touches"). */
export const FIRST_TAPS = ['open deposit (bottom bar)', 'open withdraw (bottom bar)', 'open the drawer'];

async function measureOnce(browser: Browser, origin: string, cookie: string, i: Interaction): Promise<Record<string, { longestEventMs: number; visibleMs: number }>> {
  const { context, page } = await phoneContext(browser, origin, i.member ? cookie : undefined);
  try {
    await page.goto(origin + i.path);
    await settle(page);
    if (i.before) await i.before(page);
    const out: Record<string, { longestEventMs: number; visibleMs: number }> = {};
    await arm(page, i.watch);
    await i.touch(page);
    out[i.name] = await collect(page, i.name);
    for (const next of i.then ?? []) {
      await page.waitForTimeout(300);
      await arm(page, next.watch);
      await next.touch(page);
      out[next.name] = await collect(page, next.name);
    }
    return out;
  } finally {
    await context.close();
  }
}

async function floorOnce(browser: Browser, floorUrl: string) {
  const { context, page } = await phoneContext(browser, floorUrl);
  try {
    await page.goto(floorUrl);
    await settle(page);
    await arm(page, { selector: 'dialog[open] h2' });
    await tap(page.getByRole('button', { name: 'เปิด', exact: true }));
    return await collect(page, FLOOR_TOUCH);
  } finally {
    await context.close();
  }
}

const summarise = (samples: { longestEventMs: number; visibleMs: number }[]): TouchFigures => ({
  runs: samples.length,
  longestEventMs: median(samples.map((s) => s.longestEventMs)),
  visibleMs: median(samples.map((s) => s.visibleMs)),
  samples,
});

export async function touchMedians(origin: string, cookie: string, floorUrl: string | null, runs: number, only?: RegExp): Promise<Record<string, TouchFigures>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const samples: Record<string, { longestEventMs: number; visibleMs: number }[]> = {};
  try {
    for (let r = 0; r < runs; r += 1) {
      // one repetition of everything after another, so a slow minute of the host spreads over all rows
      if (floorUrl) (samples[FLOOR_TOUCH] ??= []).push(await floorOnce(browser, floorUrl));
      for (const i of interactions) {
        if (only && !only.test(i.name)) continue;
        for (const [name, figures] of Object.entries(await measureOnce(browser, origin, cookie, i))) (samples[name] ??= []).push(figures);
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, summarise(s)]));
}

/** Time until the member home shows the credit and the member panel, and the guest home's LCP, on slow 4G and 4× CPU. */
export async function memberHomeMedians(origin: string, cookie: string, runs: number): Promise<MemberHomeFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const guest: number[] = [];
  const credit: number[] = [];
  const panel: number[] = [];
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const member of [false, true]) {
        const { context, page, cdp } = await phoneContext(browser, origin, member ? cookie : undefined);
        try {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await page.addInitScript(HOME_SCRIPT);
          await page.goto(origin + '/lobby', { waitUntil: 'load', timeout: 60_000 });
          if (member) {
            await page.waitForFunction(() => Object.keys((window as unknown as { __seen: object }).__seen).length === 2, null, { timeout: 60_000 });
            const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
            credit.push(seen.credit!);
            panel.push(seen.panel!);
          } else {
            await page.waitForTimeout(1_000);
            guest.push(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { runs, guestLcpMs: median(guest), memberCreditMs: median(credit), memberPanelMs: median(panel) };
}

// On its own against a running product (the demo member must exist):
//   npx tsx scripts/bench/touch.ts http://127.0.0.1:3000 [runs] [floor URL or -] [name filter, or 'home' for the member home only]
if (require.main === module) {
  const [origin = 'http://127.0.0.1:3000', runs = '5', floorUrl, only] = process.argv.slice(2);
  void (async () => {
    const { memberCookie } = await import('./site');
    const cookie = await memberCookie(origin, '0812345678', 'Demo1234');
    const touches = only === 'home' ? {} : await touchMedians(origin, cookie, floorUrl && floorUrl !== '-' ? floorUrl : null, Number(runs), only ? new RegExp(only) : undefined);
    for (const [name, f] of Object.entries(touches))
      console.log(`${name}: longest event ${f.longestEventMs} ms, visible after ${Math.round(f.visibleMs)} ms  [${f.samples.map((s) => `${s.longestEventMs}/${Math.round(s.visibleMs)}`).join(' ')}]`);
    if (!only || only === 'home') {
      const home = await memberHomeMedians(origin, cookie, Number(runs));
      console.log(`member home (slow 4G, 4× CPU): credit ${Math.round(home.memberCreditMs)} ms, panel ${Math.round(home.memberPanelMs)} ms; guest home LCP ${Math.round(home.guestLcpMs)} ms`);
    }
  })().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
