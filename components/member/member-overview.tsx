import './member.css';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import type { ProfileView } from '@/lib/casino/profile-view';

export type MemberPageKey = 'deposit' | 'withdraw' | 'history' | 'affiliate' | 'referral' | 'lobby' | 'u';

/** The member's account at a glance, shown on every member page (spec §2 Information tab 1 fields). */
export async function MemberOverview({ page, profile }: { page: MemberPageKey; profile: ProfileView }) {
  const t = await getTranslations('Member');
  const pending = profile.pendingRequest;
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
        {profile.currentPromotion ? (
          <div>
            <dt>{t('currentPromotion')}</dt>
            <dd>
              {profile.currentPromotion.name}
              <br />
              {t('turnover', {
                turnover: formatMoney(profile.currentPromotion.turnoverSatang),
                needed: formatMoney(profile.currentPromotion.turnoverNeededSatang),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
