import { createStore } from './create-store';

/*
 * Money-flow state shared by the Deposit, Promotion and process popups (spec §2, §4): the
 * promotion picked for the next deposit, the request being watched, and the account-check
 * dialog shown before a deposit.
 */
export interface PendingView {
  id: string;
  type: 'deposit' | 'withdraw';
  amountSatang: number;
  /** Upstream Bangkok time; the countdown runs from it. */
  createdAt: string;
  qrCode: string | null;
  /** The PromptPay payload qrCode draws (an upstream extension; null when the upstream sends none). */
  qrPayload?: string | null;
}

export interface WalletState {
  /** Spec §4: cancel of the chosen promotion sets its id to 0. */
  promotionId: string;
  pending: PendingView | null;
  accountCheck: boolean;
  /**
   * The amount typed in Deposit, as typed: it survives a trip to the Promotion popup and back, and the
   * promotions there are quoted for it.
   */
  depositAmount: string;
}

export const walletStore = createStore<WalletState>({
  promotionId: '0',
  pending: null,
  accountCheck: false,
  depositAmount: '',
});

export function setDepositAmount(depositAmount: string): void {
  walletStore.set((s) => (s.depositAmount === depositAmount ? s : { ...s, depositAmount }));
}

export function selectPromotion(id: string): void {
  walletStore.set((s) => ({ ...s, promotionId: id }));
}

export function watchRequest(pending: PendingView | null): void {
  walletStore.set((s) => ({ ...s, pending }));
}

export function setAccountCheck(open: boolean): void {
  walletStore.set((s) => ({ ...s, accountCheck: open }));
}
