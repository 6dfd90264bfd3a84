'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { onIdle } from '@/lib/idle';
import type { MenuItem } from './menu-items';

// The open drawer loads on first use, not with every page (first-load JS budget, docs/performance.md); a
// press or focus on the toggle starts the download before the click completes. A member's page fetches
// it once idle (the drawer is a phone member's one menu, and their catalogue comes with the member parts
// anyway), so their first tap opens it at once (docs/performance.md, "Touches").
const DrawerPanel = lazyWithMessages(() => import('./drawer-panel').then((m) => m.DrawerPanel));
const preloadDrawerPanel = () => DrawerPanel.preload().catch(() => undefined);
const PRELOAD_TIMEOUT_MS = 3_000;

interface Props {
  items: readonly MenuItem[];
  contactUrl: string;
  /** How the toggle looks: the header's icon button or a bottom-bar tab. */
  variant?: 'header' | 'tab';
}

/**
 * The menu drawer of spec §2, with the items for guests or members. It belongs to the page it was
 * opened on: any navigation (a link in it, back, a redirect) closes it.
 */
export function Drawer({ items, contactUrl, variant = 'header' }: Props) {
  const t = useTranslations('Menu');
  // Next's own (the path as the browser shows it): the locale-aware one would add to every page's JS
  const page = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const member = useMemberHint();
  useEffect(
    () => (member ? onIdle(() => void preloadDrawerPanel(), PRELOAD_TIMEOUT_MS) : undefined),
    [member],
  );
  return (
    <>
      <button
        type="button"
        className={variant === 'header' ? 'menu-toggle' : 'bottom-tab'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void preloadDrawerPanel()}
        onFocus={() => void preloadDrawerPanel()}
        onClick={() => setOpenOn(page)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={variant === 'header' ? 'visually-hidden' : undefined}>{t('open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel items={items} contactUrl={contactUrl} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
