import { act, screen, within } from '@testing-library/react';
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

describe("in the reader's language (the contents extension)", () => {
  const translated = {
    ...item,
    contents: {
      th: item.content,
      en: 'Automatic deposits and withdrawals, 24 hours a day',
      zh: '24小时自动存取款',
    },
  };

  it('shows the English text to an English reader and the Chinese to a Chinese one', async () => {
    mockBff({ '/notification': () => ({ json: [translated] }) });
    const view = renderWithIntl(<Announcement />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText(translated.contents.en)).not.toHaveAttribute('lang');
    expect(dialog).not.toHaveTextContent(item.content);
    view.unmount();
    mockBff({ '/notification': () => ({ json: [translated] }) });
    renderWithIntl(<Announcement />, 'zh-CN');
    expect(await screen.findByRole('dialog', { name: '公告' })).toHaveTextContent(translated.contents.zh);
  });

  it('shows the Thai text, marked as Thai, when the upstream sends no other language', async () => {
    mockBff({ '/notification': () => ({ json: [{ ...item, contents: {} }] }) });
    renderWithIntl(<Announcement />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText(item.content)).toHaveAttribute('lang', 'th');
  });

  it('shows the banner (active=2) in the reader’s language too', async () => {
    mockBff({ '/notification': () => ({ json: [{ ...translated, active: 2 }] }) });
    renderWithIntl(<Announcement />, 'en');
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
      translated.contents.en,
    );
  });
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

describe('who it is for (the audience extension)', () => {
  const pitch = { ...item, content: 'สมาชิกใหม่รับโบนัส 50%', guestsOnly: true };
  afterEach(() => {
    document.cookie = 'lobby_member=; max-age=0';
  });

  it('shows a guest the pitch meant for visitors', async () => {
    mockBff({ '/notification': () => ({ json: [pitch, item] }) });
    renderWithIntl(<Announcement />);
    expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toHaveTextContent(pitch.content);
  });

  it('skips it for a signed-in member: the next item is theirs, or none', async () => {
    document.cookie = 'lobby_member=1';
    mockBff({ '/notification': () => ({ json: [pitch, item] }) });
    const first = renderWithIntl(<Announcement />);
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศ' });
    expect(dialog).toHaveTextContent(item.content);
    expect(dialog).not.toHaveTextContent(pitch.content);
    first.unmount();
    const calls = mockBff({ '/notification': () => ({ json: [pitch] }) });
    renderWithIntl(<Announcement />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls.map((c) => c.path)).toEqual(['/notification']);
    expect(screen.queryByRole('dialog', { name: 'ประกาศ' })).toBeNull();
  });
});
