'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parseBangkok } from '@/lib/bangkok-time';
import { toWireBaht } from '@/lib/casino/contract-money';
import type { ProfileView } from '@/lib/casino/profile-view';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { DEPOSIT_COUNTDOWN_MS } from '@/lib/machines/request-watch';
import type { PendingView } from '@/lib/stores/wallet';
import { readPromptPay } from '@/lib/wallet/promptpay';
import { CopyButton } from '@/components/ui/copy-button';
import { BankCard } from './bank-card';
import { SaveQrButton } from './save-qr-button';

/*
 * Where the pending deposit is paid (spec §2 deposit process popup): the PromptPay QR when the gateway
 * is on, else the operator's account. Built for paying on the phone that shows it: the QR saves as a
 * picture for "scan from a picture" in the banking app, and the PromptPay id (or account number) and
 * the exact amount copy with one tap. The amount is copied as digits with two decimals and no
 * thousands separator ("1234.50"), which every banking app's amount field accepts.
 */
export function DepositPayTo({
  pending,
  profile,
}: {
  pending: PendingView;
  profile: ProfileView | undefined;
}) {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  const payload = pending.qrPayload ?? null;
  // The payload is trusted only when it reads as PromptPay and asks for this very amount.
  const promptPay = useMemo(() => {
    const read = readPromptPay(payload);
    return read && (read.amountSatang === null || read.amountSatang === pending.amountSatang) ? read : null;
  }, [payload, pending.amountSatang]);
  const exactAmount = toWireBaht(pending.amountSatang);
  const created = parseBangkok(pending.createdAt);
  const expiry = Number.isNaN(created) ? null : formatDateTime(created + DEPOSIT_COUNTDOWN_MS, locale);
  const amountRow = (
    <div className="pay-row">
      <dt>{t('copyAmountLabel')}</dt>
      <dd>
        <span className="money">{exactAmount}</span>
        <CopyButton value={exactAmount} label={t('copyAmount')} />
      </dd>
    </div>
  );

  if (pending.qrCode) {
    const name = profile?.qrCodeName ?? null;
    return (
      <div className="qr-view">
        {/* A data: URL made by the upstream for this exact amount. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={pending.qrCode} alt={t('qrAlt')} width={240} height={240} className="qr-image" />
        {name ? <p className="qr-name">{name}</p> : null}
        {expiry ? <p className="qr-expiry">{t('payBefore', { time: expiry })}</p> : null}
        <SaveQrButton
          payload={promptPay ? payload : null}
          imageSrc={pending.qrCode}
          fileName={`promptpay-${exactAmount}.png`}
          text={{
            title: t('qrCardTitle'),
            amountLabel: t('amountToPay'),
            amount: t('amountBaht', { amount: formatMoney(pending.amountSatang) }),
            name: name ? t('qrCardName', { name }) : null,
            promptPay: promptPay ? t('qrCardPromptPay', { id: promptPay.id }) : null,
            expiry: expiry ? t('payBefore', { time: expiry }) : '',
            note: t('qrCardNote'),
          }}
        />
        <p className="pay-hint">{t('scanFromGallery')}</p>
        <dl className="pay-rows">
          {promptPay ? (
            <div className="pay-row">
              <dt>{t('promptPayId')}</dt>
              <dd>
                <span className="money">{promptPay.id}</span>
                <CopyButton value={promptPay.id} label={t('copyPromptPay')} />
              </dd>
            </div>
          ) : null}
          {amountRow}
        </dl>
        <p className="alert alert-warning" role="note">
          {t('scanOnce')}
        </p>
      </div>
    );
  }
  const to = profile?.toAccount;
  if (!to) return null;
  return (
    <>
      <BankCard
        account={to}
        purpose="to"
        numberExtra={<CopyButton value={to.accountNumber} label={t('copyAccount')} />}
      />
      <dl className="pay-rows">{amountRow}</dl>
      {expiry ? <p className="qr-expiry">{t('payBefore', { time: expiry })}</p> : null}
    </>
  );
}
