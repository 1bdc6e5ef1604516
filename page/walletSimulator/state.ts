/** The state of the simulator's one sheet (a device-wallet or an account-wallet payment). */
import type {
  ApplePayErrorLike,
  ApplePayLineItem,
  ApplePayShippingMethod,
} from '../hooks/wallet/deviceWalletApi';
import { createStore } from './store';

export type Phase = 'starting' | 'ready' | 'working' | 'failed';

export interface DeviceSheet {
  wallet: 'device';
  phase: Phase;
  needsShipping: boolean;
  total: ApplePayLineItem;
  lineItems: ApplePayLineItem[];
  contactId: string;
  methods: ApplePayShippingMethod[];
  methodId: string | null;
  errors: ApplePayErrorLike[];
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

export const sheetStore = createStore<{ sheet: Sheet; actions: SheetActions | null }>({
  sheet: null,
  actions: null,
});
