'use client';

import { lazy } from 'react';
import { whenIdle } from './when-idle';

// Shell parts that wait for the browser's first idle moment (when-idle.tsx): the loading bar of the
// next navigation (spec §9), the service worker's registration (spec §7), the announcement's fetch
// (spec §2: on load; its modal comes a moment after the page is usable, not before it is drawn) and
// the notice after a sign-out.
export const NavigationProgress = whenIdle(
  lazy(() => import('./navigation-progress').then((m) => ({ default: m.NavigationProgress }))),
);
export const ServiceWorker = whenIdle(
  lazy(() => import('./service-worker').then((m) => ({ default: m.ServiceWorker }))),
);
export const Announcement = whenIdle(
  lazy(() => import('./announcement').then((m) => ({ default: m.Announcement }))),
);
export const SignedOutNotice = whenIdle(
  lazy(() => import('./signed-out-notice').then((m) => ({ default: m.SignedOutNotice }))),
);
