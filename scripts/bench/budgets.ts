/*
 * The performance budgets (docs/performance.md), in one place for the CI check and the bench.
 * kB = 1000 bytes, gzip.
 */
export const budgets = {
  publicFirstLoadGzipKb: 150,
  memberLobbyFirstLoadGzipKb: 230,
  /**
   * Lighthouse mobile, as ratios to the floor page measured in the same run (the floor moves with the
   * host's load, the ratios much less): devtools-throttled LCP of home, promotion and an article; the
   * simulated score and TBT; CLS absolute.
   */
  lighthouse: { devtoolsLcpOfFloor: 1.25, simulatedScoreBelowFloor: 3, simulatedTbtOfFloor: 1.5, cls: 0.01 },
  /** A cached public page serves at least this share of the bare route handler's req/s. */
  cachedPageShareOfFloor: 0.8,
  /** What the BFF may add over the direct upstream call, at 300 req/s. */
  bffAddedAt300: { p50Ms: 5, p99Ms: 25 },
  /** At 600 req/s on two site processes. */
  bffAddedAt600: { p99Ms: 25 },
  casinoApiAt500: { p99Ms: 20 },
  /** 200 logins at once through the BFF (phase A): p50, and not one 5xx. */
  loginBurst200: { p50Ms: 1000 },
  rssMbPerProcess: 350,
} as const;
