// The story files share one page (the story project's `isolate: false`, vite.config.ts): what a
// story leaves on the document or the window would meet every story after it, in its own file and
// in the files that follow. So every listener a story adds to the document or the window is taken
// away when the story ends, with every property it added to the document itself. Its DOM goes
// with Storybook's own cleanup as the next story starts (composeStory's run).
//
// What this undoes: a testing library that prepares the document for its own copy of user-event
// (the virtual screen reader of the toast story): its capture listeners on `focus` and `blur` and
// the symbol that marks the document as prepared. With two copies' listeners on one document each
// wraps an input's `value` in turn and React's controlled inputs stop seeing what the other copy
// types. A library that keeps its listeners (Storybook's own user-event) prepares the document
// again on its next call, as it finds it unprepared; React listens again on each new root. A
// module that adds a listener once, as it is first imported, would lose it after that story: add
// listeners where they are used (an effect that removes them), as the design system does.
//
// A setup file runs again before each story file: the wrappers are put on once per page
// (a global symbol says so), the hooks are registered for each file. Listed before the visual
// hook (vitest.visual.ts): Vitest runs `afterEach` hooks last registered first, so this one runs
// after the story has been looked at in every theme.
import { afterEach, beforeEach } from 'vitest';

interface Added {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options: boolean | EventListenerOptions | undefined;
}

interface Recorder {
  /** Listeners added since the story started (null between stories). */
  added: Added[] | null;
  /** The document's own properties as the story started. */
  documentKeys: Set<PropertyKey>;
}

const KEY = Symbol.for('cairnfield.storyCleanup');
const holder = globalThis as typeof globalThis & { [KEY]?: Recorder };

function recorder(): Recorder {
  const existing = holder[KEY];
  if (existing) return existing;
  const created: Recorder = { added: null, documentKeys: new Set() };
  for (const target of [document, window] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    Object.defineProperty(target, 'addEventListener', {
      configurable: true,
      writable: true,
      value(
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (created.added && listener) created.added.push({ target, type, listener, options });
        add(type, listener, options);
      },
    });
  }
  holder[KEY] = created;
  return created;
}

const state = recorder();

beforeEach(() => {
  state.added = [];
  state.documentKeys = new Set(Reflect.ownKeys(document));
});

afterEach(() => {
  for (const { target, type, listener, options } of state.added ?? []) {
    target.removeEventListener(type, listener, options);
  }
  state.added = null;
  const record = document as unknown as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(document)) {
    if (!state.documentKeys.has(key) && key !== 'addEventListener') delete record[key];
  }
});
