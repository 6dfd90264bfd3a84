import type { ReactNode } from 'react';
import { findBank } from '@/lib/casino/contract-banks';
import type { BankAccountView } from '@/lib/casino/profile-view';
import { BankLogo } from '@/components/register/bank-logo';

/** A bank account as members see it (spec §2): our drawn logo, the bank's Thai name, number and owner. */
export function BankCard({ account, numberExtra }: { account: BankAccountView; numberExtra?: ReactNode }) {
  const bank = findBank(account.code);
  if (!bank) return null;
  return (
    <div className="bank-card">
      <BankLogo bank={bank} size={40} />
      <div>
        <p className="bank-card-name">{bank.thai_name}</p>
        <p className="bank-card-number">
          {account.accountNumber} {numberExtra}
        </p>
        <p className="bank-card-owner">{account.name}</p>
      </div>
    </div>
  );
}
