import {
  dismiss,
  dismissErrors,
  notificationStore,
  notify,
  NOTIFICATION_MS,
  resetNotifications,
} from '@/lib/stores/notifications';

// Spec §3: running id from 1; spec §4/§9: notifications vanish after 8 seconds.
beforeEach(() => {
  jest.useFakeTimers();
  resetNotifications();
});
afterEach(() => jest.useRealTimers());

it('numbers notifications from 1 and removes each after 8 s', () => {
  expect(NOTIFICATION_MS).toBe(8000);
  notify('error', 'first');
  jest.advanceTimersByTime(3000);
  notify('success', 'second');
  expect(notificationStore.get().toasts.map((t) => t.id)).toEqual([1, 2]);
  jest.advanceTimersByTime(4999);
  expect(notificationStore.get().toasts.map((t) => t.id)).toEqual([1, 2]);
  jest.advanceTimersByTime(1);
  expect(notificationStore.get().toasts.map((t) => t.message)).toEqual(['second']);
  jest.advanceTimersByTime(3000);
  expect(notificationStore.get().toasts).toEqual([]);
});

it('can be dismissed early', () => {
  const id = notify('info', 'x');
  dismiss(id);
  expect(notificationStore.get().toasts).toEqual([]);
});

it('drops the error toasts of an attempt that has since succeeded, keeping the others', () => {
  notify('error', 'wrong OTP');
  notify('info', 'SMS sent');
  dismissErrors();
  expect(notificationStore.get().toasts.map((t) => t.message)).toEqual(['SMS sent']);
});
