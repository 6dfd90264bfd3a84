import { MEMBER_HINT_SCRIPT } from '@/lib/session/member-hint-script';
import { announceMemberHint, readMemberHint, subscribeMemberHint } from '@/lib/stores/member-hint';

/*
 * <html data-member> drives what a static page shows before hydration (app/layout.css); it is set by
 * the head script at load and must follow the hint cookie when a BFF answer signs in or out.
 */

const setHint = (on: boolean) => {
  document.cookie = on ? 'lobby_member=1; path=/' : 'lobby_member=; path=/; max-age=0';
};

afterEach(() => {
  setHint(false);
  document.documentElement.removeAttribute('data-member');
});

it('the head script marks a member, and only a member', () => {
  // the very string the layout puts in <head>
  const run = new Function(MEMBER_HINT_SCRIPT);
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  document.cookie = 'other=lobby_member=1; path=/';
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  setHint(true);
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  document.cookie = 'other=; path=/; max-age=0';
});

it('follows login and logout, and tells subscribers', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeMemberHint(listener);
  setHint(true);
  announceMemberHint();
  expect(readMemberHint()).toBe(true);
  expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  setHint(false);
  announceMemberHint();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
});
