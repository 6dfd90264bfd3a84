'use client';

import { NextIntlClientProvider, useLocale, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { lazy, use, type ComponentType, type ReactNode } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/*
 * First-load budget (docs/performance.md): the page HTML carries only the shell's messages
 * (lib/i18n/client-messages.ts). A part that loads on demand (a popup, the member widgets, the toasts)
 * fetches its locale's catalogue with its code, in parallel, and translates from the whole of it. The
 * catalogues go through next-intl's catalog loader like the server's (next.config.ts), so they arrive
 * precompiled.
 */
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  th: () => import('@/messages/th.json'),
  en: () => import('@/messages/en.json'),
  'zh-CN': () => import('@/messages/zh-CN.json'),
};

const loading = new Map<Locale, Promise<AbstractIntlMessages>>();
const loaded = new Map<Locale, AbstractIntlMessages>();

export function loadCatalogue(locale: Locale): Promise<AbstractIntlMessages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = catalogues[locale]().then((m) => {
      const messages = m.default as AbstractIntlMessages;
      loaded.set(locale, messages);
      return messages;
    });
    // a failed download may be retried by the next render
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

function WithCatalogue({ children }: { children: ReactNode }) {
  const current = useLocale();
  const locale = isLocale(current) ? current : defaultLocale;
  const timeZone = useTimeZone();
  const messages = loaded.get(locale) ?? use(loadCatalogue(locale));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The language of the page being shown, before any hook can be called. */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** A part loaded on demand, which can also be fetched ahead of its first use. */
export type OnDemand<P extends object> = ComponentType<P> & {
  /** Downloads the part now (once); a failed download is tried again by the next call or render. */
  preload: () => Promise<unknown>;
};

/*
 * React.lazy suspends on a component's first render even when its code is already in the browser, and
 * React shows content that follows a fallback no sooner than 300 ms after it (its Suspense throttle):
 * a popup whose code was fetched ahead would still open a third of a second late. So once the code is
 * here, the component is rendered directly and only a part whose code is missing goes through lazy
 * (docs/performance.md, "Touches").
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (Component) => {
        Loaded = Component;
        return Component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function OnDemandPart(props: P) {
    const Component = Loaded;
    return Component ? <Component {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(OnDemandPart, { preload });
}

/** React.lazy for a part that translates beyond the shell: its code and its catalogue load together. */
export function lazyWithMessages<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  return onDemand(async () => {
    const [Component] = await Promise.all([load(), loadCatalogue(documentLocale())]);
    function Translated(props: P) {
      return (
        <WithCatalogue>
          <Component {...props} />
        </WithCatalogue>
      );
    }
    return Translated;
  });
}
