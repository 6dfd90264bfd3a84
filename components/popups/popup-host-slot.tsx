'use client';

import { Suspense } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { popupStore } from '@/lib/stores/popup';
import { useStore } from '@/lib/hooks/use-store';

// The login, register and reset popups' host loads when a popup first opens, not with every page
// (first-load JS budget, docs/performance.md), with the messages its forms need; the forms are lazy inside
// it.
const PopupHost = lazyWithMessages(() => import('./popup-host').then((m) => m.PopupHost));

export function PopupHostSlot({ serviceUrl }: { serviceUrl: string }) {
  const { mode } = useStore(popupStore);
  if (mode === null) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost serviceUrl={serviceUrl} />
    </Suspense>
  );
}
