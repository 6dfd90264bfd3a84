'use client';

import { lazy, Suspense } from 'react';
import { popupStore } from '@/lib/stores/popup';
import { useStore } from '@/lib/stores/use-store';

// The login, register and reset popups' host loads when a popup first opens, not with every page
// (issue 10: first-load JS budget); the forms themselves are lazy inside it.
const PopupHost = lazy(() => import('./popup-host').then((m) => ({ default: m.PopupHost })));

export function PopupHostSlot({ serviceUrl }: { serviceUrl: string }) {
  const { mode } = useStore(popupStore);
  if (mode === null) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost serviceUrl={serviceUrl} />
    </Suspense>
  );
}
