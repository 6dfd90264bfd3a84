import './wallet.css';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { bankMessageKey, findBank } from '@/lib/casino/contract-banks';
import type { BankAccountView } from '@/lib/casino/profile-view';
import { BankLogo } from '@/components/register/bank-logo';
import { WholeWords } from '@/components/ui/whole-words';
import type { KeyOf } from '@/lib/i18n/message-keys';

/*
 * A bank account as members see it (spec §2): our drawn logo, the bank's name (Thai in Thai, spec §2),
 * number and owner. In the deposit flow two accounts meet, and mixing them up sends money nowhere
 * (spec §2: transfer only from the registered account): `purpose` heads each card with what it is for,
 * 'to' (pay into this one) or 'from' (the member's own, pay only from it), and styles them apart.
 */
export function BankCard({
  account,
  numberExtra,
  purpose,
}: {
  account: BankAccountView;
  numberExtra?: ReactNode;
  purpose?: 'to' | 'from';
}) {
  const banks = useTranslations('Banks');
  const t = useTranslations('Wallet');
  const captionId = useId();
  const bank = findBank(account.code);
  if (!bank) return null;
  const caption = purpose === 'to' ? t('payInto') : purpose === 'from' ? t('payFromOnly') : null;
  return (
    <div
      className={`bank-card${purpose ? ` bank-card-${purpose}` : ''}`}
      role={caption ? 'group' : undefined}
      aria-labelledby={caption ? captionId : undefined}
    >
      {caption ? (
        <p className="bank-card-caption" id={captionId}>
          {caption}
        </p>
      ) : null}
      <BankLogo bank={bank} size={40} />
      <div>
        <p className="bank-card-name">{banks(`${bankMessageKey(bank) as KeyOf<'Banks'>}.full`)}</p>
        <p className="bank-card-number">
          {account.accountNumber} {numberExtra}
        </p>
        <p className="bank-card-owner">
          <WholeWords text={account.name} />
        </p>
      </div>
    </div>
  );
}
