import { createStore } from './create-store';

/** The spec's popup modes (spec §2): exactly one popup is open at a time. */
export const popupModes = [
  'Register',
  'RegisterSetpassword',
  'RegisterBank',
  'RegisterFinal',
  'Login',
  'Forgetpassword',
  'otpPassword',
  'otpNewpassword',
  'otpComplete',
  'InformationTab',
  'Deposit',
  'DepositProcess',
  'Withdraw',
  'WithdrawProcess',
  'Promotion',
  // player protection and the account statement (docs/player-protection.md)
  'Protection',
  'Statement',
] as const;
export type PopupMode = (typeof popupModes)[number];

export interface PopupState {
  mode: PopupMode | null;
  /** The Information popup's tab (spec §2: 0 info, 1 history, 2 activities, 3 referral, 4 news). */
  tab: number;
}

export const popupStore = createStore<PopupState>({ mode: null, tab: 0 });

export function openPopup(mode: PopupMode, tab = 0): void {
  popupStore.set({ mode, tab });
}

export function closePopup(): void {
  popupStore.set((s) => ({ ...s, mode: null }));
}
