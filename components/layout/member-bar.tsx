'use client';

import './member-bar.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { maskPhone } from '@/lib/phone';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { useProfile } from '@/lib/hooks/use-profile';
import { LogoutButton } from '@/components/auth/logout-button';
import { TurnoverProgress } from '@/components/wallet/turnover-progress';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';
import { CreditRefresh } from './credit-refresh';
import { languageFlags } from './language-flags';
import { LanguageSwitch } from './language-switch';
import { NewsButton } from './news-button';

/*
 * The member menu bar (spec §2): phone (masked until tapped), credit with a refresh icon (a spinner while checking),
 * the promotion's turnover as done / required with a bar and its update time when one is running, and on a
 * wide screen the account info, deposit, withdraw, logout and language buttons. The collapsible
 * sub-menu is the one member menu, the header's drawer (components/layout/drawer.tsx), which holds every
 * one of these too: a phone shows only the figures here, so the header stays within a quarter of the
 * screen, and the bottom bar has deposit and withdraw (docs/architecture.md §8).
 */
export function MemberBar() {
  const t = useTranslations('MemberBar');
  const locale = useLocale();
  const member = useMemberHint();
  const { data: profile } = useProfile();
  const wallet = useWalletActions();
  const [phoneShown, setPhoneShown] = useState(false);
  if (!member) return null;
  const promotion = profile?.currentPromotion;
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
          <CreditRefresh label={t('credit')} className="member-bar-credit" />
          {/* account notices waiting (the News tab, docs/architecture.md §8) */}
          <NewsButton />
        </div>
        {promotion ? (
          // done / required with a bar, one glance before deciding to play on or withdraw; a row of its
          // own on a phone, so the menu toggle stays beside the credit
          <div className="member-bar-turnover">
            <TurnoverProgress
              doneSatang={promotion.turnoverSatang}
              requiredSatang={promotion.turnoverNeededSatang}
              compact
            />
            {promotion.updatedAt ? (
              <span className="member-bar-updated">
                {t('promotionUpdated', { time: formatDateTime(promotion.updatedAt, locale) })}
              </span>
            ) : null}
          </div>
        ) : null}
        <div id="member-bar-menu" className="member-bar-actions">
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
          <LanguageSwitch label={t('language')} flags={languageFlags} />
        </div>
      </div>
    </div>
  );
}
