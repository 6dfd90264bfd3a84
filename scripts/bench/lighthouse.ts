/*
 * Lighthouse mobile (docs/performance.md): lighthouse 12's default config — a mid-range phone with simulated
 * 4G and 4× CPU slowdown — on Debian's Chromium, median of several runs per page. Simulated
 * throttling estimates LCP from the page's network graph, but the CPU tasks it scales are measured
 * on this machine, so a busy box shows as a higher TBT.
 */

export interface LighthouseFigures {
  runs: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of this machine during the runs (higher is faster); the same
   *  4× slowdown lands on a slower phone when the box is busy or slow, so the figure explains drift */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function lighthouseMedians(urls: Record<string, string>, runs: number): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // without the background-networking flags Chromium keeps dialling out, which this closed network refuses
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: Record<string, LighthouseFigures> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples: Omit<LighthouseFigures, 'runs'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        let lhr;
        // a loaded box now and then loses the trace (NO_NAVSTART): that run is repeated, twice at most
        for (let attempt = 0; attempt < 3; attempt += 1) {
          lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
          if (lhr && !lhr.runtimeError) break;
        }
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      out[name] = {
        runs,
        score: median(samples.map((s) => s.score)),
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
