import { act, fireEvent, screen } from '@testing-library/react';
import { Drawer } from '@/components/layout/drawer';
import { drawerItems } from '@/components/layout/menu-items';
import { ON_DEMAND, preloadOnDemand, renderWithIntl } from '../../render';

jest.mock('next/navigation', () => ({
  usePathname: () => '/lobby',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

beforeAll(() => preloadOnDemand(import('@/components/layout/drawer-panel')));

// docs/performance.md, "Touches": the tap's own frame answers with the toggle pressed; the panel
// (its render, showModal and layout) comes once that frame is drawn.
it('shows the toggle pressed in the frame of the tap and opens the menu after that frame', async () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  try {
    renderWithIntl(<Drawer items={drawerItems} contactUrl="https://line.me/R/ti/p/@example" />);
    const toggle = screen.getByRole('button', { name: 'เมนู' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('data-pressed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the browser draws the frame: the panel opens after it
    act(() => frames.splice(0).forEach((cb) => cb(0)));
    const menu = await screen.findByRole('dialog', { name: 'เมนูหลัก' }, ON_DEMAND);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).not.toHaveAttribute('data-pressed');
    // the language switch's flags are drawn in the page, one per language, hidden from screen readers
    const flags = menu.querySelectorAll('.language-switch svg.language-flag[aria-hidden="true"]');
    expect(flags).toHaveLength(3);
  } finally {
    raf.mockRestore();
  }
});
