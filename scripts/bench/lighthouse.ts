import { spawnSync } from 'node:child_process';

/*
 * Lighthouse mobile (docs/performance.md): lighthouse 12's mobile config — a mid-range phone on slow 4G
 * with a 4× CPU slowdown — on Debian's Chromium, median of several runs per page, by both of its
 * throttling methods:
 * - 'simulate' (its default) loads the page unthrottled and estimates the slow phone from the trace's
 *   network graph; the CPU tasks it scales are measured on this machine, so a busy box shows as TBT.
 * - 'devtools' really slows the network and the CPU while the page loads, so a render-blocking request
 *   or a long task before the first paint shows in FCP/LCP as a phone would see it.
 * Real phones have a Thai system face, and a first paint that waits for the web font would look faster
 * on a host without one (nothing to draw) or slower (fallback boxes), so the run refuses a host
 * without one (`hostThaiFonts`).
 */

export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseFigures {
  runs: number;
  method: ThrottlingMethod;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of this machine during the runs (higher is faster); the same
   *  4× slowdown lands on a slower phone when the box is busy or slow, so the figure explains drift */
  benchmarkIndex: number;
}

/** Debian's Chromium, and the flags a closed network needs: without the background-networking ones it
 *  keeps dialling out, which this network refuses (also scripts/bench/touch.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The host's Thai faces (fontconfig), e.g. Debian's fonts-thai-tlwg: a phone's stand-in needs one. */
export function hostThaiFonts(): string[] {
  const r = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  return r.status === 0 ? [...new Set(r.stdout.split('\n').map((l) => l.trim()).filter(Boolean))] : [];
}

export async function lighthouseMedians(
  urls: Record<string, string>,
  runs: number,
  method: ThrottlingMethod = 'simulate',
): Promise<Record<string, LighthouseFigures>> {
  if (hostThaiFonts().length === 0)
    throw new Error('no Thai system font on this host (fc-list :lang=th): apt-get install fonts-thai-tlwg, as a phone has one');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const out: Record<string, LighthouseFigures> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples: Omit<LighthouseFigures, 'runs' | 'method'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        let lhr;
        // a loaded box now and then loses the trace (NO_NAVSTART): that run is repeated, twice at most
        for (let attempt = 0; attempt < 3; attempt += 1) {
          lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: method }))?.lhr;
          if (lhr && !lhr.runtimeError) break;
        }
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      out[name] = {
        runs,
        method,
        score: median(samples.map((s) => s.score)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}

// On its own, to try a change to one page against the floor (another terminal runs `npm run bench`'s
// floor or any page):  npx tsx scripts/bench/lighthouse.ts devtools 5 http://127.0.0.1:3000/lobby http://…
if (require.main === module) {
  const [method = 'devtools', runs = '5', ...pages] = process.argv.slice(2);
  lighthouseMedians(Object.fromEntries(pages.map((u) => [u, u])), Number(runs), method as ThrottlingMethod).then(
    (out) => {
      for (const [u, f] of Object.entries(out))
        console.log(`${f.method} ${u}: FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, score ${f.score}, CLS ${f.cls.toFixed(3)}`);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
