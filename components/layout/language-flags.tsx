import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/*
 * Spec §2: flags with the language names. Drawn inline: no script, no request, and Windows would show
 * flag emoji as two letters. Not CSS background images: Chromium builds a separate SVG document for
 * each such image while it styles the element, which cost a member's first drawer opening 36 ms of its
 * tap at 4× CPU slowdown (docs/performance.md, "Touches"). The header, a server component, hands these
 * to the switch as rendered elements, so they travel in the page's HTML, not in the shell's first-load
 * JS; the drawer and the member bar, loaded on demand, take them from here.
 */
function Flag({ children }: { children: ReactNode }) {
  return (
    <svg className="language-flag" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const languageFlags: Record<Locale, ReactNode> = {
  th: (
    <Flag>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.33" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.67" fill="#2d2a4a" />
    </Flag>
  ),
  en: (
    <Flag>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </Flag>
  ),
  'zh-CN': (
    <Flag>
      <rect width="30" height="20" fill="#de2910" />
      {/* the large star, then the four small ones as circles */}
      <path
        fill="#ffde00"
        d="M5 2.2l.9 2.8h2.9l-2.4 1.7.9 2.8L5 7.8 2.7 9.5l.9-2.8-2.4-1.7h2.9zM10 1.7a.8.8 0 1 0 0 1.6a.8.8 0 1 0 0-1.6M12 3.7a.8.8 0 1 0 0 1.6a.8.8 0 1 0 0-1.6M12 6.7a.8.8 0 1 0 0 1.6a.8.8 0 1 0 0-1.6M10 8.7a.8.8 0 1 0 0 1.6a.8.8 0 1 0 0-1.6"
      />
    </Flag>
  ),
};
