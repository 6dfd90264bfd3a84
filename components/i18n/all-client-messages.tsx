import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/**
 * For pages whose own HTML holds forms or member widgets (login, register, reset, member pages):
 * their client components get every client namespace, where the shared layout sends only the
 * shell's (lib/i18n/client-messages.ts; docs/performance.md).
 */
export async function AllClientMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
