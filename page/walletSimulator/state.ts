/** The state of the simulator's one sheet (a device-wallet or an account-wallet payment). */
import { createStore } from './store';

export type Phase = 'starting' | 'ready' | 'working' | 'failed';

export interface DeviceSheet {
  wallet: 'device';
  phase: Phase;
  needsShipping: boolean;
  total: ApplePayJS.ApplePayLineItem;
  lineItems: ApplePayJS.ApplePayLineItem[];
  contactId: string;
  methods: ApplePayJS.ApplePayShippingMethod[];
  methodId: string | null;
  errors: ApplePayJS.ApplePayError[];
  status: string;
}

export interface AccountSheet {
  wallet: 'account';
  phase: Phase;
  addressId: string;
  status: string;
  error: string | null;
}

export type Sheet = DeviceSheet | AccountSheet | null;

export interface SheetActions {
  selectContact(id: string): void;
  selectMethod(id: string): void;
  selectAddress(id: string): void;
  pay(): void;
  cancel(): void;
}

export interface SheetStoreState {
  sheet: Sheet;
  actions: SheetActions | null;
  /** Shown; a closed sheet stays mounted closed so the dialog's own close path returns focus. */
  open: boolean;
  /** The element that opened the sheet (the wallet button): focus goes back there. */
  opener: HTMLElement | null;
}

export const sheetStore = createStore<SheetStoreState>({
  sheet: null,
  actions: null,
  open: false,
  opener: null,
});

/** The focused element when a sheet opens. */
export function currentOpener(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Closes the sheet, keeping its last state for the closing dialog. */
export function closeSheet(): void {
  sheetStore.set((s) => ({ ...s, open: false, actions: null }));
}
