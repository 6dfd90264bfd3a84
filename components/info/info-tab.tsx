'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProfileView } from '@/lib/casino/profile-view';
import { bankMessageKey, findBank } from '@/lib/casino/contract-banks';
import { CLEAR_TURNOVER_BELOW_SATANG } from '@/lib/casino/turnover';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { pickText } from '@/lib/i18n/localized-text';
import { useCreditCheck } from '@/lib/hooks/use-credit-check';
import { openPopup } from '@/lib/stores/popup';
import { RefreshIcon } from '@/components/layout/credit-refresh';
import { BankLogo } from '@/components/register/bank-logo';
import { PayoutTime } from '@/components/wallet/payout-time';
import { TurnoverProgress } from '@/components/wallet/turnover-progress';
import { CopyButton } from '@/components/ui/copy-button';
import { ChangePasswordForm } from './change-password-form';
import { DevicesSection } from './devices-section';
import { WholeWords } from '@/components/ui/whole-words';
import type { KeyOf } from '@/lib/i18n/message-keys';
import { PasskeysSection } from './passkeys-section';

/** Tab 1 of the Information popup (spec §2): promotion and turnover, account, customer id, bank. */
export function InfoTab({ profile }: { profile: ProfileView }) {
  const t = useTranslations('Info');
  const banks = useTranslations('Banks');
  const locale = useLocale();
  const credit = useCreditCheck();
  const [changing, setChanging] = useState(false);
  const promotion = profile.currentPromotion;
  const clearable = !!promotion && promotion.turnoverSatang < promotion.turnoverNeededSatang;
  // in the page's language where the upstream gives that name (lib/i18n/localized-text.ts)
  const promotionName = promotion ? pickText(promotion.names, promotion.name, locale) : null;
  const bank = profile.bank;
  const bankInfo = findBank(bank?.code);

  return (
    <div className="info-sections">
      <section className="info-section" aria-labelledby="info-promotion-title">
        <h3 id="info-promotion-title">{t('promotionTitle')}</h3>
        <dl className="info-facts">
          <div>
            <dt>{t('promotionName')}</dt>
            <dd lang={promotionName?.lang}>{promotionName?.text ?? t('noPromotion')}</dd>
          </div>
          {promotion ? (
            <>
              <div className="info-turnover">
                {/* done / required with a bar and what is left, as in the member bar and the withdraw dialog */}
                <dt className="visually-hidden">{t('turnover')}</dt>
                <dd>
                  <TurnoverProgress
                    doneSatang={promotion.turnoverSatang}
                    requiredSatang={promotion.turnoverNeededSatang}
                  />
                </dd>
              </div>
              <div>
                <dt>{t('updatedAt')}</dt>
                <dd>{formatDateTime(promotion.updatedAt, locale)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{t('credit')}</dt>
            <dd className="info-credit">
              <span className="money">{formatMoney(profile.creditSatang)}</span>
              <button
                type="button"
                className="info-icon-button"
                onClick={credit.start}
                disabled={credit.checking}
                aria-label={credit.checking ? t('checkingCredit') : t('refreshCredit')}
                aria-describedby={clearable ? 'info-credit-hint' : undefined}
              >
                {credit.checking ? (
                  <span className="spinner info-spinner" aria-hidden="true" />
                ) : (
                  <RefreshIcon size={20} />
                )}
              </button>
            </dd>
          </div>
        </dl>
        {/* spec §2 tab 0: the refresh clears turnover under 20 baht, which only means something while a
            promotion's turnover is still to do; to a member with none it would be a riddle */}
        {clearable ? (
          <p id="info-credit-hint" className="info-hint">
            {t('creditHint', { threshold: CLEAR_TURNOVER_BELOW_SATANG / 100 })}
          </p>
        ) : null}
      </section>

      <section className="info-section" aria-labelledby="info-account-title">
        <h3 id="info-account-title">{t('accountTitle')}</h3>
        <dl className="info-facts">
          <div>
            <dt>{t('phone')}</dt>
            <dd>{profile.phone}</dd>
          </div>
          <div>
            <dt>{t('password')}</dt>
            <dd className="info-inline">
              {/* The password is never kept in the browser: a mask and the change link (spec §2). */}
              <span aria-label={t('passwordHidden')} role="img" className="info-mask">
                ••••••••
              </span>
              <button
                type="button"
                className="link-button"
                aria-expanded={changing}
                aria-controls="info-change-password"
                onClick={() => setChanging((v) => !v)}
              >
                {t('changePassword')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('customerId')}</dt>
            <dd className="info-inline">
              {profile.customerId ? (
                <>
                  <span className="info-code">{profile.customerId}</span>
                  <CopyButton value={profile.customerId} label={t('copyCustomerId')} />
                </>
              ) : (
                <span className="info-muted">{t('waitFirstDeposit')}</span>
              )}
            </dd>
          </div>
        </dl>
        {changing ? (
          <ChangePasswordForm id="info-change-password" onCancel={() => setChanging(false)} />
        ) : null}
      </section>

      <PasskeysSection />

      <DevicesSection />

      <section className="info-section" aria-labelledby="info-bank-title">
        <h3 id="info-bank-title">{t('bankTitle')}</h3>
        {bank ? (
          <div className="info-bank">
            {bankInfo ? <BankLogo bank={bankInfo} size={48} /> : null}
            <dl className="info-facts">
              <div>
                <dt>{t('bankName')}</dt>
                <dd>
                  {bankInfo
                    ? banks(`${bankMessageKey(bankInfo) as KeyOf<'Banks'>}.full`)
                    : bank.code.toUpperCase()}
                </dd>
              </div>
              <div>
                <dt>{t('accountNumber')}</dt>
                <dd className="info-code">{bank.accountNumber}</dd>
              </div>
              <div>
                <dt>{t('accountName')}</dt>
                <dd>
                  <WholeWords text={bank.name} />
                </dd>
              </div>
            </dl>
          </div>
        ) : (
          <div className="info-no-bank">
            <p className="alert alert-warning" role="alert">
              {t('noBank')}
            </p>
            <button type="button" className="button button-primary" onClick={() => openPopup('RegisterBank')}>
              {t('addBank')}
            </button>
          </div>
        )}
        {/* what withdrawals really took lately, readable before a first deposit */}
        <PayoutTime className="info-hint" />
      </section>
    </div>
  );
}
