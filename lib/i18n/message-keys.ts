import type { Messages } from 'next-intl';

/*
 * Names for keys of the typed catalogue (lib/i18n/app-config.d.ts). A key the code picks at run
 * time (a validation code from the server, a bank from the directory) is checked with `t.has`
 * first and then named with one of these, so the fixed keys around it stay checked by tsc.
 */

/** A key directly under one namespace, e.g. KeyOf<'Menu'> is 'home' | 'credit' | … */
export type KeyOf<Namespace extends keyof Messages> = keyof Messages[Namespace] & string;

/** A message of the Validation namespace, as the server's field errors name them. */
export type ValidationKey = KeyOf<'Validation'>;
