'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberHint } from '@/lib/hooks/use-member';
import { Link } from '@/lib/i18n/navigation';
import { openPopup } from '@/lib/stores/popup';
import { LogoutButton } from '@/components/auth/logout-button';
import { Dialog } from '@/components/ui/dialog';
import { useWalletActions } from '@/components/wallet/use-wallet-actions';
import { LanguageSwitch } from './language-switch';
import { visibleItems, type MenuItem } from './menu-items';

interface Props {
  items: readonly MenuItem[];
  contactUrl: string;
  /** How the toggle looks: the header's icon button or a bottom-bar tab. */
  variant?: 'header' | 'tab';
}

/** The menu drawer of spec §2, with the items for guests or members. */
export function Drawer({ items, contactUrl, variant = 'header' }: Props) {
  const t = useTranslations('Menu');
  const tc = useTranslations('Common');
  const member = useMemberHint();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={variant === 'header' ? 'menu-toggle' : 'bottom-tab'} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={variant === 'header' ? 'visually-hidden' : undefined}>{t('open')}</span>
      </button>
      {open ? (
        <Dialog title={tc('mainMenu')} closeLabel={tc('close')} onClose={close} className="drawer">
          <nav aria-label={tc('mainMenu')}>
            <ul className="drawer-list">
              {visibleItems(items, member).map((item) => (
                <li key={item.key}>
                  <DrawerEntry item={item} label={t(item.key)} contactUrl={contactUrl} onDone={close} />
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch label={tc('language')} />
        </Dialog>
      ) : null}
    </>
  );
}

function DrawerEntry({ item, label, contactUrl, onDone }: { item: MenuItem; label: string; contactUrl: string; onDone: () => void }) {
  const { action } = item;
  const wallet = useWalletActions();
  if ('info' in action || 'wallet' in action) {
    return (
      <button
        type="button"
        onClick={() => {
          onDone();
          if ('info' in action) void wallet.openInformation(action.info);
          else if (action.wallet === 'deposit') void wallet.openDeposit();
          else void wallet.openWithdraw();
        }}
      >
        {label}
      </button>
    );
  }
  if ('href' in action) {
    return (
      <Link href={action.href} onClick={onDone}>
        {label}
      </Link>
    );
  }
  if ('popup' in action) {
    return (
      <button
        type="button"
        onClick={() => {
          onDone();
          openPopup(action.popup);
        }}
      >
        {label}
      </button>
    );
  }
  if ('contact' in action) {
    return (
      <a href={contactUrl} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <LogoutButton label={label} className="drawer-logout" />;
}
