import { act, screen } from '@testing-library/react';
import { Announcement } from '@/components/layout/announcement';
import { mockBff, renderWithIntl } from '../../render';

// Spec §2: the first announcement item with active=1 opens a modal titled 'ประกาศ'.
jest.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/' }));

const item = { content: 'ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง', img: null, active: 1 };

beforeAll(() => {
  // jsdom has no showModal/close on <dialog>.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => sessionStorage.clear());
afterEach(() => document.querySelectorAll('dialog.other').forEach((d) => d.remove()));

it('opens the announcement modal with the first item', async () => {
  mockBff({ '/notification': () => ({ json: [item] }) });
  renderWithIntl(<Announcement />);
  expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toHaveTextContent(item.content);
});

it('does not cover a dialog the visitor opened before the announcement arrived (a trial game)', async () => {
  const game = document.createElement('dialog');
  game.className = 'other';
  game.setAttribute('open', '');
  document.body.append(game);
  const calls = mockBff({ '/notification': () => ({ json: [item] }) });
  renderWithIntl(<Announcement />);
  // let the fetch answer and React render what follows from it (the lazy view included)
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(calls.map((c) => c.path)).toEqual(['/notification']);
  expect(screen.queryByRole('dialog', { name: 'ประกาศ' })).toBeNull();
});
