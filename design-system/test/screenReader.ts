/**
 * Screen-reader walks for the components' tests: a virtual screen reader (Guidepup's, which reads
 * the accessibility tree jsdom builds as NVDA or VoiceOver would in browse mode) is moved through a
 * rendered component, and what it says is compared with a reviewed transcript under the
 * component's __transcripts__/ folder (`npx vitest run --project unit -u <files>` rewrites them
 * after an intended change: review the diff). Storybook shows the same files on each component's
 * docs page ("What a screen reader says"). Test-only: not part of the package's build.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { onTestFinished } from 'vitest';
import { settledLog } from './settledLog';

export { virtual };

let reading: Element | null = null;

/**
 * The reader names every changed node, also one React has just removed (a closed dialog): its
 * name library then looks up aria-labelledby ids on the removed subtree's root, an element
 * without getElementById (dom-accessibility-api 0.7.1), and throws outside the test. While the
 * reader runs, an element answers getElementById as a document does for its own subtree.
 */
type WithGetElementById = Element & { getElementById?: (id: string) => Element | null };
function lookUpIdsInDetachedSubtrees(): () => void {
  const proto = Element.prototype as WithGetElementById;
  proto.getElementById = function (this: Element, id: string) {
    return this.querySelector(`#${CSS.escape(id)}`);
  };
  return () => {
    delete proto.getElementById;
  };
}
let restoreElementPrototype: (() => void) | null = null;

/**
 * Starts the reader on `container`; it is stopped when the test ends (registered with the test
 * itself, not when this module is first imported: the unit project's files share one module
 * cache, so a hook registered at import would run for the first file only).
 */
export async function startReader(container: Element): Promise<void> {
  reading = container;
  restoreElementPrototype = lookUpIdsInDetachedSubtrees();
  onTestFinished(stopReader);
  await virtual.start({ container, displayCursor: false });
}

/**
 * After a checkbox or a radio is checked. A browser exposes a control's checkedness (the `checked`
 * property) to screen readers; the virtual reader reads the `checked` attribute, which a click
 * does not change (React sets the property). Mirroring the property into the attribute shows the
 * reader what a browser would (it does not change the control: once clicked, its checkedness no
 * longer follows the attribute), and the mutation makes it read the page again.
 */
export function checkedStateChanged(): void {
  for (const input of reading?.querySelectorAll('input') ?? []) {
    if (input.type === 'checkbox' || input.type === 'radio') {
      input.toggleAttribute('checked', input.checked);
    }
  }
}

async function stopReader(): Promise<void> {
  await virtual.stop();
  // The reader's last announcements run a tick after the last mutation.
  await new Promise((resolve) => setTimeout(resolve, 0));
  restoreElementPrototype?.();
  restoreElementPrototype = null;
  reading = null;
}

/** Moves the reader `count` times to the next item. */
export async function next(count = 1): Promise<void> {
  for (let i = 0; i < count; i += 1) await virtual.next();
}

/**
 * The transcript of a walk: a header naming it, then one spoken phrase per line (live-region
 * announcements appear as "polite: …" or "assertive: …").
 */
export async function transcript(walk: string): Promise<string> {
  const phrases = await virtual.spokenPhraseLog();
  return [`# ${walk}`, ...phrases].join('\n') + '\n';
}

async function moveTo(start: string, step: () => Promise<void>, limit: number): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if ((await virtual.lastSpokenPhrase()).startsWith(start)) return;
    await step();
  }
  throw new Error(`The screen reader never said a phrase starting "${start}"`);
}

/** Moves the reader forward until it says a phrase that starts with `start`. */
export const nextTo = (start: string, limit = 80) => moveTo(start, () => virtual.next(), limit);

/** Moves the reader back until it says a phrase that starts with `start`. */
export const previousTo = (start: string, limit = 80) =>
  moveTo(start, () => virtual.previous(), limit);

/**
 * Waits until the reader has said a phrase that `until` accepts, then nothing new for a moment:
 * what a busy machine delays (a frame, a live region's update) is awaited, not raced.
 */
export async function settle(until: (phrase: string) => boolean): Promise<void> {
  await settledLog(() => virtual.spokenPhraseLog(), until);
}
