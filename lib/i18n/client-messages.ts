import type { AbstractIntlMessages } from 'next-intl';

/*
 * The namespaces client components translate with (useTranslations). Only these go to
 * NextIntlClientProvider: the provider serialises what it gets into every page's HTML, and the
 * server-only ones (SEO, articles, promotions, legal pages) were a third of each catalogue
 * (first-load budget, docs/performance.md). tests/unit/lib/i18n/client-messages.test.ts fails when a client
 * component uses a namespace missing here.
 */
export const clientNamespaces = [
  'Activities',
  'AppBanner',
  'Authenticate',
  'Banks',
  'Common',
  'Copy',
  'Credit',
  'Devices',
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
  'Otp',
  'PasswordRules',
  'Popups',
  'Passkeys',
  'Protection',
  'PromotionBanners',
  'Referral',
  'Register',
  'Reset',
  'SiteStatus',
  'StepUp',
  'Upstream',
  'Validation',
  'Wallet',
  'Withdraw',
] as const;

/*
 * What every page's HTML carries (docs/performance.md): the namespaces of client components that render in
 * the shared shell (header, drawer toggle, language switch, error page). The full client set was
 * 30 kB of the 62 kB home page; popups and member widgets bring theirs with their code
 * (components/i18n/lazy-with-messages.tsx), and pages that render forms on the server wrap
 * themselves in the full client set (components/i18n/all-client-messages.tsx).
 * tests/unit/lib/i18n/client-messages.test.ts walks the imports to keep this list true.
 */
export const shellNamespaces = ['Common', 'ErrorPage', 'Languages', 'Menu'] as const;

const pick = (messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages =>
  Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pick(messages, clientNamespaces);
}

export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pick(messages, shellNamespaces);
}
