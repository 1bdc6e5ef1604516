/**
 * The fake shop (fakeShopApp.ts) over real HTTP on a free port of 127.0.0.1: used by the server
 * tests and the e2e tests of the malformed / slow / failed states. Imports nothing that needs
 * Vite, so Playwright can load it directly.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createFakeShopApp,
  initialState,
  type Behaviour,
  type EndpointGroup,
  type FakeShopState,
} from './fakeShopApp';

export * from './fakeShopApp';

export interface RunningFakeShop {
  origin: string;
  state: FakeShopState;
  set(group: EndpointGroup, behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the fake shop on a free port of 127.0.0.1. */
export async function startFakeShop(): Promise<RunningFakeShop> {
  const state = initialState();
  const app = createFakeShopApp(state);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      { fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' },
      () => resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    set(group, behaviour) {
      state.behaviour[group] = behaviour;
    },
    reset() {
      const fresh = initialState();
      state.behaviour = fresh.behaviour;
      state.productOverride = null;
      state.slowMs = fresh.slowMs;
      state.cart = null;
      state.egiftItems = [];
      state.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
