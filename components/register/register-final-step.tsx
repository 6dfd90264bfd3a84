'use client';

import './register.css';
import { useLocale, useTranslations } from 'next-intl';
import { withBasePath } from '@/lib/base-path';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { useProfile } from '@/lib/hooks/use-profile';
import { pickText } from '@/lib/i18n/localized-text';
import { localeHref } from '@/lib/i18n/locale-paths';
import { hardNavigate } from '@/lib/navigate';

/**
 * RegisterFinal (spec §2): done; a login button, or, already signed in, a confirm button home and
 * "deposit now", the step a new member takes next, with the welcome bonus it can bring where the
 * upstream offers one (the profile's `welcome` extension).
 */
export function RegisterFinalStep({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('Register');
  const locale = useLocale();
  const member = useMemberHint();
  const profile = useProfile().data;
  const welcome = profile && !profile.hasDeposited ? profile.promotions.find((p) => p.welcome) : undefined;
  const welcomeName = welcome ? pickText(welcome.names, welcome.name, locale) : null;
  return (
    <div className="final-step">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="final-check">
        <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="M18 33l9 9 19-19"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="final-title">{t('doneTitle')}</p>
      <p>{t('doneText')}</p>
      {member && welcomeName ? (
        <div className="final-welcome">
          <p className="final-welcome-kicker">{t('welcomeBonus')}</p>
          <p className="final-welcome-name" lang={welcomeName.lang}>
            {welcomeName.text}
          </p>
          <p className="final-welcome-how">{t('welcomeBonusHow')}</p>
        </div>
      ) : null}
      <div className="button-row">
        {member ? (
          <>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => hardNavigate(withBasePath(localeHref('/', locale)))}
            >
              {t('confirm')}
            </button>
            {/* The next thing a new member does: /deposit opens the deposit popup over the lobby (spec §2). */}
            <button
              type="button"
              className="button button-primary"
              onClick={() => hardNavigate(withBasePath(localeHref('/deposit', locale)))}
            >
              {t('depositNow')}
            </button>
          </>
        ) : (
          <button type="button" className="button button-primary" onClick={onLogin}>
            {t('login')}
          </button>
        )}
      </div>
    </div>
  );
}
