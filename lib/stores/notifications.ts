import { createStore } from './create-store';

/*
 * Notifications of spec §3/§4: toasts with a running id from 1 that vanish after 8 s, and
 * message dialogs that stay until closed.
 */
export const NOTIFICATION_MS = 8000;

export type NotificationType = 'success' | 'error' | 'warning' | 'info';
export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
}
export interface MessageDialog {
  type: NotificationType;
  title?: string;
  message: string;
}

export const notificationStore = createStore<{ toasts: Notification[]; dialog: MessageDialog | null }>({
  toasts: [],
  dialog: null,
});

let nextId = 1;

export function notify(
  type: NotificationType,
  message: string,
  now: (fn: () => void, ms: number) => unknown = setTimeout,
): number {
  const id = nextId++;
  notificationStore.set((s) => ({ ...s, toasts: [...s.toasts, { id, type, message }] }));
  now(() => dismiss(id), NOTIFICATION_MS);
  return id;
}

export function dismiss(id: number): void {
  notificationStore.set((s) => ({ ...s, toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Error toasts of an attempt the player has since got right are no longer true. */
export function dismissErrors(): void {
  notificationStore.set((s) => ({ ...s, toasts: s.toasts.filter((t) => t.type !== 'error') }));
}

export function showDialog(dialog: MessageDialog): void {
  notificationStore.set((s) => ({ ...s, dialog }));
}

export function closeDialog(): void {
  notificationStore.set((s) => ({ ...s, dialog: null }));
}

/** Tests start every case from id 1, as a fresh page does. */
export function resetNotifications(): void {
  nextId = 1;
  notificationStore.set({ toasts: [], dialog: null });
}
