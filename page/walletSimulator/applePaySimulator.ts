/**
 * A stand-in for the browser's `ApplePaySession` (version 3) and `ApplePayError`: the same
 * constructor, static methods, event handlers and completion calls (the device wallet's session
 * surface, with the package's ApplePayJS types), driving the simulator's accessible sheet instead of
 * the provider's. The page's flow runs unchanged against it. The page gets it through
 * applePaySession.ts, which loads this module when the first session is made.
 */
import type { DeviceWalletSession, ShippingMethodUpdate } from '../walletFlows/deviceWalletApi';
import { redacted, SAMPLE_CARD, SAMPLE_CONTACTS } from './fixtures';
import { SimulatedSessionSlots } from './applePaySlots';
import { closeSheet, currentOpener, sheetStore, type DeviceSheet } from './state';

export { SimulatedApplePayError } from './applePaySlots';

/** Any of the session's updates: each carries the new total, and may carry lines, methods, errors. */
type SheetUpdate =
  | ApplePayJS.ApplePayPaymentMethodUpdate
  | ApplePayJS.ApplePayShippingContactUpdate
  | ShippingMethodUpdate;

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
const randomBase64 = (bytes: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))));

/** The validation URL a real sheet hands over (the shop's session call checks it is https). */
export const SIMULATED_VALIDATION_URL =
  'https://apple-pay-gateway.apple.com/paymentservices/startSession';

export class SimulatedApplePaySession extends SimulatedSessionSlots implements DeviceWalletSession {
  private active = false;
  private readonly needsShipping: boolean;

  constructor(
    version: number,
    private readonly request: ApplePayJS.ApplePayPaymentRequest,
  ) {
    super();
    if (!SimulatedApplePaySession.supportsVersion(version)) throw new Error('Unsupported version');
    this.needsShipping = (request.requiredShippingContactFields ?? []).includes('postalAddress');
  }

  private update(change: Partial<DeviceSheet>): void {
    sheetStore.set((s) =>
      s.sheet?.wallet === 'device' ? { ...s, sheet: { ...s.sheet, ...change } } : s,
    );
  }

  private close(): void {
    this.active = false;
    closeSheet();
  }

  private contact(): (typeof SAMPLE_CONTACTS)[number] {
    const sheet = sheetStore.get().sheet;
    const id = sheet?.wallet === 'device' ? sheet.contactId : SAMPLE_CONTACTS[0]!.id;
    return SAMPLE_CONTACTS.find((c) => c.id === id) ?? SAMPLE_CONTACTS[0]!;
  }

  private applyUpdate(update: SheetUpdate, status: string): void {
    this.update({
      phase: 'ready',
      total: update.newTotal,
      ...(update.newLineItems ? { lineItems: update.newLineItems } : {}),
      ...(update.newShippingMethods
        ? {
            methods: update.newShippingMethods,
            methodId: update.newShippingMethods[0]?.identifier ?? null,
          }
        : {}),
      errors: update.errors ?? [],
      status,
    });
  }

  begin(): void {
    this.active = true;
    sheetStore.set({
      open: true,
      opener: currentOpener(),
      sheet: {
        wallet: 'device',
        phase: 'starting',
        needsShipping: this.needsShipping,
        total: this.request.total,
        lineItems: this.request.lineItems ?? [],
        contactId: SAMPLE_CONTACTS[0]!.id,
        methods: this.request.shippingMethods ?? [],
        methodId: this.request.shippingMethods?.[0]?.identifier ?? null,
        errors: [],
        status: 'Contacting the merchant…',
      },
      actions: {
        selectContact: (id) => {
          this.update({
            contactId: id,
            phase: 'working',
            errors: [],
            status: 'Updating shipping…',
          });
          const found = SAMPLE_CONTACTS.find((c) => c.id === id) ?? SAMPLE_CONTACTS[0]!;
          this.onshippingcontactselected?.({ shippingContact: redacted(found.contact) });
        },
        selectMethod: (id) => {
          const method = this.methods().find((m) => m.identifier === id);
          if (!method) return;
          this.update({ methodId: id, phase: 'working', status: 'Updating the total…' });
          this.onshippingmethodselected?.({ shippingMethod: method });
        },
        selectAddress: () => undefined,
        pay: () => this.authorize(),
        cancel: () => {
          if (!this.active) return;
          this.close();
          this.oncancel?.({});
        },
      },
    });
    this.onvalidatemerchant?.({ validationURL: SIMULATED_VALIDATION_URL });
  }

  private methods(): ApplePayJS.ApplePayShippingMethod[] {
    const sheet = sheetStore.get().sheet;
    return sheet?.wallet === 'device' ? sheet.methods : [];
  }

  private authorize(): void {
    const chosen = this.contact().contact;
    const payment: ApplePayJS.ApplePayPayment = {
      token: {
        paymentData: {
          version: 'EC_v1',
          data: randomBase64(96),
          signature: randomBase64(64),
          header: {
            ephemeralPublicKey: randomBase64(65),
            publicKeyHash: randomBase64(32),
            transactionId: randomHex(16),
          },
        },
        paymentMethod: { ...SAMPLE_CARD },
        transactionIdentifier: randomHex(16).toUpperCase(),
      },
      billingContact: {
        givenName: chosen.givenName,
        familyName: chosen.familyName,
        addressLines: [...chosen.addressLines],
        locality: chosen.locality,
        administrativeArea: chosen.administrativeArea,
        postalCode: chosen.postalCode,
        countryCode: chosen.countryCode,
      },
      shippingContact: this.needsShipping
        ? ({
            ...chosen,
            addressLines: [...chosen.addressLines],
          } satisfies ApplePayJS.ApplePayPaymentContact)
        : { emailAddress: chosen.emailAddress },
    };
    this.update({ phase: 'working', errors: [], status: 'Processing the payment…' });
    this.onpaymentauthorized?.({ payment });
  }

  completeMerchantValidation(merchantSession: unknown): void {
    if (!this.active) return;
    if (typeof merchantSession !== 'object' || merchantSession === null) {
      this.close();
      return;
    }
    this.update({ phase: 'working', status: 'Loading the total…' });
    const method: ApplePayJS.ApplePayPaymentMethod = { ...SAMPLE_CARD };
    this.onpaymentmethodselected?.({ paymentMethod: method });
  }

  completePaymentMethodSelection(update: ApplePayJS.ApplePayPaymentMethodUpdate): void {
    if (!this.active) return;
    this.applyUpdate(update, '');
    if (this.needsShipping) {
      this.update({ phase: 'working', status: 'Updating shipping…' });
      this.onshippingcontactselected?.({ shippingContact: redacted(this.contact().contact) });
    }
  }

  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void {
    if (!this.active) return;
    this.applyUpdate(update, update.errors?.length ? 'This shipping contact cannot be used.' : '');
  }

  completeShippingMethodSelection(update: ShippingMethodUpdate): void {
    if (!this.active) return;
    this.applyUpdate(update, '');
  }

  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void {
    if (!this.active) return;
    if (result.status === SimulatedApplePaySession.STATUS_SUCCESS) {
      this.update({ phase: 'working', status: 'Payment complete.' });
      this.close();
      return;
    }
    if (result.errors?.length) {
      // Fixable: the sheet stays open with the error on the field it names.
      this.update({ phase: 'failed', errors: result.errors, status: 'Payment not completed.' });
      return;
    }
    this.close();
  }

  abort(): void {
    if (this.active) this.close();
  }
}
