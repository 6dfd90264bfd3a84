import type { AbstractIntlMessages } from 'next-intl';

/*
 * The namespaces client components translate with (useTranslations). Only these go to
 * NextIntlClientProvider: the provider serialises what it gets into every page's HTML, and the
 * server-only ones (SEO, articles, promotions, legal pages) were a third of each catalogue
 * (issue 10). tests/unit/lib/i18n/client-messages.test.ts fails when a client component uses a
 * namespace missing here.
 */
export const clientNamespaces = [
  'Activities',
  'AppBanner',
  'Authenticate',
  'Common',
  'Copy',
  'Credit',
  'ErrorPage',
  'Errors',
  'Footer',
  'History',
  'Home',
  'Info',
  'Languages',
  'Lobby',
  'Login',
  'MemberBar',
  'Menu',
  'Money',
  'News',
  'PasswordRules',
  'Popups',
  'Protection',
  'Referral',
  'Register',
  'Reset',
  'SiteStatus',
  'Validation',
  'Wallet',
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
