'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Spec §9: the header becomes sticky after 330 px of scroll. */
export const STICKY_AFTER_PX = 330;

export function StickyHeader({ children }: { children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return <header className={`site-header${stuck ? ' is-stuck' : ''}`}>{children}</header>;
}
