import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { SiteStatusSlot } from '@/components/layout/on-demand';
import { bffFetch } from '@/lib/bff/browser';
import { siteStatusStore, withLoading } from '@/lib/stores/site-status';
import { mockBff, ON_DEMAND, preloadOnDemand, renderWithIntl } from '../render';

// Spec §2: a full-page loading overlay and a maintenance notice. The overlay is the shell's own, drawn
// the moment work starts (no code to fetch first); the notice loads on demand.
beforeAll(() => preloadOnDemand(import('@/components/layout/site-status')));
beforeEach(() => siteStatusStore.set({ loading: 0, maintenance: false }));

it('shows the loading overlay while work runs and removes it after', async () => {
  renderWithIntl(<SiteStatusSlot contactUrl="https://line.me/R/ti/p/@x" />);
  let finish: () => void = () => undefined;
  const work = new Promise<void>((resolve) => (finish = resolve));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = withLoading(work);
  });
  expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
  await act(async () => {
    finish();
    await done;
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows the maintenance notice when the BFF reports maintenance', async () => {
  mockBff({ '/customers/profile': () => ({ status: 503, json: { code: 'maintenance' } }) });
  renderWithIntl(<SiteStatusSlot contactUrl="https://line.me/R/ti/p/@x" />);
  await act(async () => {
    await bffFetch('/customers/profile').catch(() => undefined);
  });
  await waitFor(
    () => expect(screen.getByRole('alertdialog')).toHaveTextContent('ระบบกำลังปิดปรับปรุง'),
    ON_DEMAND,
  );
  expect(screen.getByRole('link', { name: 'ติดต่อพนักงาน' })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/@x',
  );
});
