import './member.css';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import type { ProfileView } from '@/lib/casino/profile-view';
import { pickText } from '@/lib/i18n/localized-text';

export type MemberPageKey = 'deposit' | 'withdraw' | 'history' | 'affiliate' | 'referral' | 'lobby' | 'u';

/** The member's account at a glance, shown on every member page (spec §2 Information tab 1 fields). */
export async function MemberOverview({
  page,
  profile,
  locale,
}: {
  page: MemberPageKey;
  profile: ProfileView;
  locale: string;
}) {
  const t = await getTranslations('Member');
  const pending = profile.pendingRequest;
  const promotion = profile.currentPromotion;
  // in the page's language where the upstream gives that name (lib/i18n/localized-text.ts)
  const promotionName = promotion ? pickText(promotion.names, promotion.name, locale) : null;
  return (
    <section className="card member-card">
      <h1>{t(`pages.${page}`)}</h1>
      {pending ? (
        <p className="alert alert-info" role="status">
          {t(pending.type === 'deposit' ? 'pendingDeposit' : 'pendingWithdraw', {
            amount: formatMoney(pending.amountSatang),
          })}
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t('credit')}</dt>
          <dd className="money">{formatMoney(profile.creditSatang)}</dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd>{profile.phone}</dd>
        </div>
        <div>
          <dt>{t('customerId')}</dt>
          <dd>{profile.customerId ?? t('waitFirstDeposit')}</dd>
        </div>
        <div>
          <dt>{t('bank')}</dt>
          <dd>
            {profile.bank
              ? `${profile.bank.code.toUpperCase()} ${profile.bank.accountNumber} · ${profile.bank.name}`
              : t('noBank')}
          </dd>
        </div>
        {promotion && promotionName ? (
          <div>
            <dt>{t('currentPromotion')}</dt>
            <dd>
              <span lang={promotionName.lang}>{promotionName.text}</span>
              <br />
              {t('turnover', {
                turnover: formatMoney(promotion.turnoverSatang),
                needed: formatMoney(promotion.turnoverNeededSatang),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
