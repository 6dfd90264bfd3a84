import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';

const catalogues = { th, en, 'zh-CN': zh };

/** Renders with the real catalogues (Thai by default) and a fresh SWR cache per test. */
export function renderWithIntl(ui: ReactElement, locale: 'th' | 'en' | 'zh-CN' = 'th') {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Bangkok">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}

/** A fetch stand-in answering the BFF paths a test names; anything else is a 404. */
export function mockBff(routes: Record<string, (body: unknown) => { status?: number; json: unknown }>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/lobby\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const route = routes[path];
    const answer = route ? route(body) : { status: 404, json: { code: 'not_found' } };
    const status = answer.status ?? 200;
    // jsdom has no fetch Response; the BFF client reads only these members.
    return { ok: status >= 200 && status < 300, status, json: async () => answer.json } as Response;
  }) as typeof fetch;
  return calls;
}

/**
 * Waits for a part loaded on demand (components/i18n/lazy-with-messages.tsx) to be loaded, with the
 * catalogues it fetches, so a test's wait for it is not a cold module cache's import time (over a
 * second on CI, Testing Library's default wait). Call from beforeAll.
 */
export async function preloadOnDemand(part: Promise<unknown>): Promise<void> {
  const { loadCatalogue } = await import('@/components/i18n/lazy-with-messages');
  await Promise.all([loadCatalogue('th'), loadCatalogue('en'), loadCatalogue('zh-CN'), part]);
}

/** How long a test waits for a part loaded on demand: a busy host gets a few seconds. */
export const ON_DEMAND = { timeout: 4_000 };
