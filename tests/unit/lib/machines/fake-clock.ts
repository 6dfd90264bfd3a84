import type { Clock } from '@/lib/machines/timers';

/** A clock on Jest's fake timers, with a page visibility the test can flip. */
export function fakeClock() {
  let hidden = false;
  const visible = new Set<() => void>();
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    hidden: () => hidden,
    onVisible(fn) {
      visible.add(fn);
      return () => visible.delete(fn);
    },
  };
  return {
    clock,
    hide: () => {
      hidden = true;
    },
    show: () => {
      hidden = false;
      for (const fn of [...visible]) fn();
    },
  };
}

/** Lets pending promise callbacks run between timer steps. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
