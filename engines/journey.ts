/**
 * A journey: what a shopper does on the shop and what they should see, written once against the
 * Shopper interface and run in every engine (./harness.ts). The queries below are the page's own
 * words (spec texts, accessible names), shared by the journeys.
 */
import type { ActiveFault, FaultRule } from '../server/test/faultProxy';
import { waitFor, type Query, type Shopper } from './shopper';

/** The network between the browser and the shop: the fault proxy, the same in every engine. */
export interface Network {
  addFault(rule: FaultRule): ActiveFault;
}

export interface JourneyContext {
  shopper: Shopper;
  network: Network;
}

export interface Journey {
  title: string;
  /**
   * Console or page errors the journey provokes on purpose (a chunk it makes fail). Any other
   * error fails the journey, as does any error at all when this is empty.
   */
  expectedErrors?: RegExp[];
  run(context: JourneyContext): Promise<void>;
}

export const addToCart: Query = { role: 'button', name: 'Add to cart' };
export const quantity: Query = { role: 'spinbutton', name: 'Quantity' };
/** The header's cart link, whose name carries the count ('Cart, 2 items'). */
export const cartWith = (count: number): Query => ({
  role: 'link',
  name: new RegExp(`^Cart\\s*,\\s*${count} ${count === 1 ? 'item' : 'items'}$`),
});
/**
 * The added-to-cart toast itself, in the notifications region (it stays its 5 s; Radix's
 * role="status" announcement of it lives only 1 s).
 */
export const addedToast: Query = {
  role: 'listitem',
  hasText: 'Added to cart',
  within: { role: 'region', name: /^Notifications/ },
};

/** Opens a page of the shop and waits until it is interactive (hydrated). */
export async function open(shopper: Shopper, path: string): Promise<void> {
  await shopper.goto(path);
  await shopper.waitForHydration();
}

/**
 * Scrolls to the end of the page with the End key, as a keyboard shopper does, until `query` is
 * there and the page has stopped growing: the product strips below the details area load only as
 * they come near, and what loads on the way (the details area, the strips themselves) makes the
 * page taller, so one press may fall short. The last press's scroll is animated and may still be
 * under way when this returns; a click waits for its target to hold still (Shopper.click).
 */
export async function scrollDownTo(shopper: Shopper, query: Query): Promise<void> {
  let lastHeight = -1;
  await waitFor(
    'a part of the page that loads as it comes near, and the page settled around it',
    async () => {
      await shopper.press('End');
      const height = await shopper.evaluate(() => document.documentElement.scrollHeight);
      const settled = height === lastHeight;
      lastHeight = height;
      if ((await shopper.count(query)) === 0) return { reason: 'not there yet' };
      return settled ? { value: true } : { reason: 'the page is still growing' };
    },
    30_000,
  );
}

/** Types a quantity into the stepper and commits it with Enter, as a shopper would. */
export async function typeQuantity(shopper: Shopper, value: number): Promise<void> {
  await shopper.type(quantity, String(value));
  await shopper.press('Enter');
}

/** Fills a person's group of the eGift form (Sender, Recipient 1, …). */
export async function fillPerson(
  shopper: Shopper,
  group: string,
  person: { email: string; first: string; last: string },
): Promise<void> {
  const within: Query = { role: 'group', name: group };
  await shopper.type({ role: 'textbox', name: /Email/, within }, person.email);
  await shopper.type({ role: 'textbox', name: /First Name/, within }, person.first);
  await shopper.type({ role: 'textbox', name: /Last Name/, within }, person.last);
}
