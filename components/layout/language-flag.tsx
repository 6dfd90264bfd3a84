import type { Locale } from '@/lib/i18n/locales';

/*
 * Spec §2: the language choices show flags with their names. Drawn here rather than as emoji:
 * Windows shows flag emoji as two letters, and images would be another request on every page.
 */
export function LanguageFlag({ locale }: { locale: Locale }) {
  return (
    <svg viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" className="language-flag">
      {locale === 'th' ? (
        <>
          <rect width="30" height="20" fill="#a51931" />
          <rect y="3.33" width="30" height="13.33" fill="#f4f5f8" />
          <rect y="6.67" width="30" height="6.67" fill="#2d2a4a" />
        </>
      ) : locale === 'en' ? (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#de2910" />
          <path fill="#ffde00" d="M5 2.2l.9 2.8h2.9l-2.4 1.7.9 2.8L5 7.8 2.7 9.5l.9-2.8-2.4-1.7h2.9z" />
          <circle cx="10" cy="2.5" r="0.8" fill="#ffde00" />
          <circle cx="12" cy="4.5" r="0.8" fill="#ffde00" />
          <circle cx="12" cy="7.5" r="0.8" fill="#ffde00" />
          <circle cx="10" cy="9.5" r="0.8" fill="#ffde00" />
        </>
      )}
    </svg>
  );
}
