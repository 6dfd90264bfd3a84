/*
 * Runs once when a site server process starts (Next.js instrumentation hook): the production
 * environment check and the graceful-shutdown bound (docs/operations.md). Node runtime only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startSiteProcess } = await import('./lib/ops/site-process');
  startSiteProcess();
}
