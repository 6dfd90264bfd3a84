'use client';

import { lazy } from 'react';
import { whenIdle } from './when-idle';

// Shell parts that wait for the browser's first idle moment (when-idle.tsx): the loading bar of the
// next navigation (spec §9) and the service worker's registration (spec §7).
export const NavigationProgress = whenIdle(
  lazy(() => import('./navigation-progress').then((m) => ({ default: m.NavigationProgress }))),
);
export const ServiceWorker = whenIdle(
  lazy(() => import('./service-worker').then((m) => ({ default: m.ServiceWorker }))),
);
