'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { maskPhone } from '@/lib/phone';
import { useCreditCheck } from '@/lib/hooks/use-credit-check';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { useProfile } from '@/lib/hooks/use-profile';
import { LogoutButton } from '@/components/auth/logout-button';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';
import { LanguageSwitch } from './language-switch';

/*
 * The member menu bar (spec §2): phone (masked until tapped), credit with a refresh icon (a spinner while checking),
 * the promotion's update time when one is running, account info, deposit, withdraw, logout,
 * language and a collapsible sub-menu.
 */
export function MemberBar() {
  const t = useTranslations('MemberBar');
  const locale = useLocale();
  const member = useMemberHint();
  const { data: profile } = useProfile();
  const credit = useCreditCheck();
  const wallet = useWalletActions();
  const [open, setOpen] = useState(false);
  const [phoneShown, setPhoneShown] = useState(false);
  if (!member) return null;
  return (
    <div className="member-bar">
      <div className="member-bar-inner">
        <div className="member-bar-figures">
          {profile ? (
            <button
              type="button"
              className="member-bar-phone"
              aria-pressed={phoneShown}
              title={t(phoneShown ? 'hidePhone' : 'showPhone')}
              onClick={() => setPhoneShown((shown) => !shown)}
            >
              {phoneShown ? profile.phone : maskPhone(profile.phone)}
            </button>
          ) : (
            <span className="member-bar-phone">…</span>
          )}
          <span className="member-bar-credit">
            <span>{t('credit')}</span>{' '}
            <strong className="money">{profile ? formatMoney(profile.creditSatang) : '…'}</strong>
            <button
              type="button"
              className="icon-button"
              onClick={credit.start}
              disabled={credit.checking}
              aria-label={credit.checking ? t('checking') : t('refresh')}
            >
              {credit.checking ? (
                <span className="spinner spinner-small" aria-hidden="true" />
              ) : (
                <RefreshIcon />
              )}
            </button>
          </span>
          {profile?.currentPromotion?.updatedAt ? (
            <span className="member-bar-updated">
              {t('promotionUpdated', { time: formatDateTime(profile.currentPromotion.updatedAt, locale) })}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="member-bar-toggle"
          aria-expanded={open}
          aria-controls="member-bar-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {t('menu')}
        </button>
        <div id="member-bar-menu" className={`member-bar-actions${open ? ' is-open' : ''}`}>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void wallet.openInformation(0)}
          >
            {t('account')}
          </button>
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => void wallet.openDeposit()}
          >
            {t('deposit')}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void wallet.openWithdraw()}
          >
            {t('withdraw')}
          </button>
          <LogoutButton label={t('logout')} />
          <LanguageSwitch label={t('language')} />
        </div>
      </div>
    </div>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z"
      />
    </svg>
  );
}
