import type { Bank } from '@/lib/casino/contract-banks';

/**
 * Our own drawing of a bank mark for the spec §2 bank step: its brand colour and short name, no
 * copied artwork (the banks' logos are their trademarks).
 */
export function BankLogo({ bank, size = 44 }: { bank: Bank; size?: number }) {
  const light = ['#fec43b'].includes(bank.color);
  const label = bank.nice_name.length > 4 ? bank.nice_name.slice(0, 5) : bank.nice_name;
  return (
    <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true" className="bank-logo">
      <rect width="44" height="44" rx="12" fill={bank.color} />
      <text
        x="22"
        y="26.5"
        textAnchor="middle"
        fontSize={label.length > 4 ? 9 : 11}
        fontWeight="700"
        fill={light ? '#3b2a00' : '#fff'}
        fontFamily="Arial, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}
