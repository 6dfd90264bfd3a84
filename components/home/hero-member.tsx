'use client';

import './hero-member.css';
import { useLocale, useTranslations } from 'next-intl';
import { pickText } from '@/lib/i18n/localized-text';
import { Link } from '@/lib/i18n/navigation';
import { useProfile } from '@/lib/hooks/use-profile';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';
import { maskPhone } from '@/lib/phone';
import { CreditRefresh } from '@/components/layout/credit-refresh';
import { PlayGameLink } from '@/components/layout/play-game-link';
import { TurnoverProgress } from '@/components/wallet/turnover-progress';

/*
 * The home page for a signed-in member (spec §2 home, §3 current_promotion): greeting and credit,
 * the three things a member comes to do (deposit, withdraw, play), and the running promotion's
 * turnover so they know whether they may withdraw yet. Loaded on demand with the member widgets
 * (components/layout/member-widgets.tsx); its rows keep one height whatever the data, so the space
 * app/globals.css holds for it fits (CLS 0).
 */
export function HeroMember() {
  const t = useTranslations('Home');
  const common = useTranslations('Common');
  const locale = useLocale();
  const { data: profile } = useProfile();
  const wallet = useWalletActions();
  const promotion = profile?.currentPromotion;
  // in the page's language where the upstream gives that name (lib/i18n/localized-text.ts)
  const promotionName = promotion ? pickText(promotion.names, promotion.name, locale) : null;
  return (
    <div className="home-member">
      <div className="home-member-head">
        {/* masked as in the header: the home page is often open where others can see the screen */}
        <span className="home-member-greeting">
          {profile ? t('memberGreeting', { phone: maskPhone(profile.phone) }) : '\u00a0'}
        </span>
        <CreditRefresh label={t('memberCreditLabel')} className="home-member-credit" />
      </div>
      <div className="home-member-actions">
        <button type="button" className="button button-primary" onClick={() => void wallet.openDeposit()}>
          {common('deposit')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void wallet.openWithdraw()}>
          {common('withdraw')}
        </button>
        <PlayGameLink className="button button-secondary" label={common('playGame')} />
      </div>
      <div className="home-member-promotion">
        {promotion && promotionName ? (
          <>
            <p className="home-member-promotion-name">
              {t('memberPromotion')}: <strong lang={promotionName.lang}>{promotionName.text}</strong>
            </p>
            <TurnoverProgress
              doneSatang={promotion.turnoverSatang}
              requiredSatang={promotion.turnoverNeededSatang}
            />
          </>
        ) : profile ? (
          <>
            <p className="home-member-promotion-name">{t('memberNoPromotion')}</p>
            <Link href="/promotion" className="button button-ghost button-small">
              {t('memberSeePromotions')}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
