/*
 * The top loading bar of spec §9: "Loading bar 5000 ms with 200 ms throttle". A navigation that
 * finishes within the throttle never shows the bar (a flash on every fast tap reads as a glitch);
 * a slower one shows a bar that creeps towards the end over the duration and never claims to be
 * done before the page is.
 */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
/** How long the full bar stays before it fades, so the player sees the load complete. */
export const LOADING_BAR_DONE_MS = 300;

/** Percent shown after `elapsedMs` of a navigation: 50 % at half the duration, 70 % at the duration, < 100 always. */
export function loadingBarProgress(elapsedMs: number, durationMs = LOADING_BAR_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2);
}

/** Whether a click on a link to `href` starts an in-app navigation worth a bar. */
export function startsNavigation(
  href: URL,
  current: URL,
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  target: string | null,
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (target && target !== '_self') return false;
  if (href.origin !== current.origin) return false;
  // The bar ends when the path changes (components/layout/navigation-progress.tsx), so a link that keeps
  // the path (a hash, a query, the page itself) must not start one it could never end.
  return href.pathname !== current.pathname;
}
