import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { bankMessageKey, findBank } from '@/lib/casino/contract-banks';
import type { BankAccountView } from '@/lib/casino/profile-view';
import { BankLogo } from '@/components/register/bank-logo';

/** A bank account as members see it (spec §2): our drawn logo, the bank's name (Thai in Thai, spec §2), number and owner. */
export function BankCard({ account, numberExtra }: { account: BankAccountView; numberExtra?: ReactNode }) {
  const banks = useTranslations('Banks');
  const bank = findBank(account.code);
  if (!bank) return null;
  return (
    <div className="bank-card">
      <BankLogo bank={bank} size={40} />
      <div>
        <p className="bank-card-name">{banks(`${bankMessageKey(bank)}.full`)}</p>
        <p className="bank-card-number">
          {account.accountNumber} {numberExtra}
        </p>
        <p className="bank-card-owner">{account.name}</p>
      </div>
    </div>
  );
}
