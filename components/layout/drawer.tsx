'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { afterNextPaint } from '@/lib/idle';
import type { MenuItem } from './menu-items';

// The open drawer loads on first use, not with every page (first-load JS budget, docs/performance.md); a
// press or focus on the toggle starts the download before the click completes. A member's page fetches
// it as soon as the toggle is live (the drawer is a phone member's one menu, and their catalogue comes
// with the member parts anyway), so their first tap opens it at once: waiting for an idle period put it
// behind the member parts' own rendering, 1.4-2 s after the load event at 4x CPU slowdown, when a tap
// 1.5 s after load found no code and drew the menu 0.8 s later (docs/performance.md, "Touches").
const DrawerPanel = lazyWithMessages(() => import('./drawer-panel').then((m) => m.DrawerPanel));
const preloadDrawerPanel = () => DrawerPanel.preload().catch(() => undefined);

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
  // The tap's own frame shows the toggle pressed; the panel's render, its showModal() (which restyles the
  // whole page to make it inert) and its layout come right after that frame, so the tap answers at once
  // (docs/performance.md, "Touches"). Not a transition: that waits behind every other render of a page
  // still hydrating, and the menu appeared 0.2 s later.
  const [pressed, setPressed] = useState(false);
  const open = openOn === page;
  const member = useMemberHint();
  useEffect(() => {
    if (member) void preloadDrawerPanel();
  }, [member]);
  return (
    <>
      <button
        type="button"
        className={variant === 'header' ? 'menu-toggle' : 'bottom-tab'}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-pressed={pressed || undefined}
        onPointerDown={() => void preloadDrawerPanel()}
        onFocus={() => void preloadDrawerPanel()}
        onClick={() => {
          setPressed(true);
          afterNextPaint(() => {
            setPressed(false);
            setOpenOn(page);
          });
        }}
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
