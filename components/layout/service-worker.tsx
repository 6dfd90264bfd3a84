'use client';

import { useEffect } from 'react';

/** Spec §7: a service worker at /lobby/sw.js with scope /lobby/ (offline page, static assets). */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/lobby/sw.js', { scope: '/lobby/' }).catch(() => undefined);
  }, []);
  return null;
}
