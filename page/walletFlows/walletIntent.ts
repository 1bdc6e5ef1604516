/**
 * The wallet flows load on the shopper's intent (a wallet button hovered, focused or touched),
 * not with the page: most visits never pay with a wallet (spec 4's express checkout). A click that
 * comes before they are here still works:
 * - the device wallet's sheet must open synchronously inside the click (a user gesture), so it
 *   opens at once with the request built here (deviceWalletRequest.ts) and holds its events until
 *   the flow is here, then hands them on in order;
 * - the account wallet's SDK awaits its callbacks, so each waits for the flow.
 * If the flows cannot load, the checkout ends with the catalogue's general message and the next
 * click asks for them again.
 */
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { generalFailureText } from '../purchase/messageText';
import { ACCOUNT_WALLET_STYLE } from './accountWalletStyle';
import {
  DEVICE_WALLET_SESSION_EVENTS,
  DEVICE_WALLET_VERSION,
  type DeviceWalletErrorConstructor,
  type DeviceWalletSessionConstructor,
} from './deviceWalletApi';
import { initialPaymentRequest } from './deviceWalletRequest';
import type * as AccountWalletFlow from './accountWalletFlow';
import type * as DeviceWalletFlow from './deviceWalletFlow';
import type * as FlowContext from './flowContext';
import type { WalletClick } from './flowContext';

/** What a wallet checkout runs once it has started. */
export type WalletFlows = typeof DeviceWalletFlow & typeof AccountWalletFlow & typeof FlowContext;

/** The flows' modules, as the page loads them: split from its first bundle. */
export const loadFlowModules = (): Promise<WalletFlows> =>
  Promise.all([
    import('./deviceWalletFlow'),
    import('./accountWalletFlow'),
    import('./flowContext'),
  ]).then(([device, account, context]) => ({ ...device, ...account, ...context }));

/** What the shopper reads when the flows did not load. */
const notLoaded = () => generalFailureText();

type Options = PayPalButtonsComponentOptions;
type Callback = (...args: never[]) => unknown;
type Args<K extends keyof Options> =
  NonNullable<Options[K]> extends Callback ? Parameters<NonNullable<Options[K]>> : never;

/**
 * The wallet buttons' side of a page that has not loaded the flows yet, over `load` (the page's
 * own loads the modules; a test's may fail first, as a page offline does).
 */
export function createWalletIntent(load: () => Promise<WalletFlows> = loadFlowModules) {
  let loaded: WalletFlows | null = null;
  let loading: Promise<WalletFlows> | null = null;

  /** Loads the flows once (again after a failure). Call it on a sign of intent. */
  function loadWalletFlows(): Promise<WalletFlows> {
    loading ??= load().then(
      (flows) => (loaded = flows),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** Opens the device wallet's sheet for this click and runs its flow, now or once it is here. */
  function openDeviceWalletSheet(
    Session: DeviceWalletSessionConstructor,
    ErrorCtor: DeviceWalletErrorConstructor,
    click: WalletClick,
  ): void {
    if (loaded) {
      loaded.startDeviceWalletFlow(Session, ErrorCtor, loaded.browserWalletContext(click));
      return;
    }
    const first = initialPaymentRequest(click);
    const session = new Session(DEVICE_WALLET_VERSION, first.request);
    const ready = loadWalletFlows().then(
      (flows) => {
        flows.runDeviceWalletFlow(
          Session,
          ErrorCtor,
          session,
          first,
          flows.browserWalletContext(click),
        );
        return true;
      },
      () => {
        try {
          session.abort();
        } catch {
          // Already closed by the shopper.
        }
        click.onEnd({ kind: 'failed', message: notLoaded() });
        return false;
      },
    );
    const handlers = session as unknown as Record<string, ((event: unknown) => void) | null>;
    for (const name of DEVICE_WALLET_SESSION_EVENTS) {
      const hold = (event: unknown) => {
        void ready.then((ok) => {
          const handler = handlers[name];
          if (ok && handler && handler !== hold) handler(event);
        });
      };
      handlers[name] = hold;
    }
    session.begin();
  }

  /**
   * The account wallet's button options: the style now (the SDK draws the button with it), every
   * callback delegated to the flow's own (accountWalletFlow.ts) once it is here. `begin` gives the
   * click's context, as the flow's hooks take it; `onNotLoaded` shows the message of a failed load.
   */
  function deferredAccountWalletOptions(
    begin: () => WalletClick | null,
    onNotLoaded: (message: string) => void,
  ): Options {
    let real: Promise<Options> | null = null;
    const options = () =>
      (real ??= loadWalletFlows().then(
        (flows) =>
          flows.accountWalletButtonOptions({
            begin: () => {
              const click = begin();
              return click && flows.browserWalletContext(click);
            },
          }),
        (error: unknown) => {
          real = null;
          throw error;
        },
      ));
    return {
      style: ACCOUNT_WALLET_STYLE,
      onClick: async (...args: Args<'onClick'>) => {
        let flow: Options;
        try {
          flow = await options();
        } catch {
          onNotLoaded(notLoaded());
          return args[1].reject();
        }
        return flow.onClick?.(...args);
      },
      createOrder: async (...args: Args<'createOrder'>) => (await options()).createOrder!(...args),
      onShippingChange: async (...args: Args<'onShippingChange'>) =>
        (await options()).onShippingChange?.(...args),
      onApprove: async (...args: Args<'onApprove'>) => (await options()).onApprove?.(...args),
      onCancel: (...args: Args<'onCancel'>) => {
        void options().then((flow) => flow.onCancel?.(...args));
      },
      onError: (...args: Args<'onError'>) => {
        void options().then((flow) => flow.onError?.(...args));
      },
    };
  }

  return { loadWalletFlows, openDeviceWalletSheet, deferredAccountWalletOptions };
}

/** The page's one: the flows load once per page. */
export const { loadWalletFlows, openDeviceWalletSheet, deferredAccountWalletOptions } =
  createWalletIntent();
