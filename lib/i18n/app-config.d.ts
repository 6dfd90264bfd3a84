import type messages from '../../messages/th.json';
import type { Locale as SiteLocale } from './locales';

/*
 * next-intl's typed keys (docs/architecture.md §10): `t('…')` with a key the Thai catalogue (the
 * source, which en.json and zh-CN.json mirror) lacks, or a namespace it does not have, fails
 * `npm run typecheck`. The type is read from the file, so a key added there is known at once.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}
