'use client';

import './navigation-progress.css';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  LOADING_BAR_DONE_MS,
  LOADING_BAR_THROTTLE_MS,
  loadingBarProgress,
  startsNavigation,
} from '@/lib/machines/loading-bar';

/*
 * Spec §9's top loading bar. The App Router has no navigation events, so a navigation starts with
 * a click on an in-app link (or the back button) and ends when the path changes; a tap on a slow
 * connection then shows that something is happening instead of looking dead.
 */
export function NavigationProgress() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const [percent, setPercent] = useState<number | null>(null);
  const shown = useRef(false);
  const timers = useRef<{
    show?: number;
    tick?: number;
    hide?: number;
    startedAt: number;
    settledAt: string;
  }>({
    startedAt: 0,
    settledAt: '',
  });

  useEffect(() => {
    const clear = () => {
      window.clearTimeout(timers.current.show);
      window.clearInterval(timers.current.tick);
      window.clearTimeout(timers.current.hide);
    };
    const start = () => {
      clear();
      timers.current.startedAt = Date.now();
      timers.current.show = window.setTimeout(() => {
        const tick = () => setPercent(loadingBarProgress(Date.now() - timers.current.startedAt));
        tick();
        timers.current.tick = window.setInterval(tick, 100);
      }, LOADING_BAR_THROTTLE_MS);
    };
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const href = new URL(link.href, window.location.href);
      if (startsNavigation(href, new URL(window.location.href), e, link.getAttribute('target'))) start();
    };
    const onPopState = () => {
      if (window.location.pathname !== timers.current.settledAt) start();
    };
    // Capture phase on the window: next/link prevents the default in React's listener on the document,
    // which runs before any bubbling listener added later.
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    // The bar loads once the browser is first idle (idle-shell.tsx); this says it now listens, for
    // whoever needs to know that a tap from here on shows it (tests/e2e/layout.spec.ts).
    document.documentElement.dataset.navProgress = 'on';
    const current = timers.current;
    return () => {
      delete document.documentElement.dataset.navProgress;
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.clearTimeout(current.show);
      window.clearInterval(current.tick);
      window.clearTimeout(current.hide);
    };
  }, []);

  useEffect(() => {
    shown.current = percent !== null;
  }, [percent]);

  useEffect(() => {
    const current = timers.current;
    window.clearTimeout(current.show);
    window.clearInterval(current.tick);
    current.settledAt = window.location.pathname;
    if (!shown.current) return;
    // The new page is there: fill the bar, then let it go.
    setPercent(100);
    current.hide = window.setTimeout(() => setPercent(null), LOADING_BAR_DONE_MS);
  }, [pathname]);

  if (percent === null) return null;
  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label={t('pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className="nav-progress-bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
