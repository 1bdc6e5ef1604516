// A setup file of the unit projects, which share one worker, one jsdom and one module cache among
// their files (`isolate: false`, vite.config.ts): it fails a test file that leaves a global, an
// environment variable, fake timers, a timer or a listener of the repository's code, an open
// server or child process, a stored value, a cookie, a URL or an element behind
// (scripts/vitest/leaks.ts), so no file's result depends on the file that ran before it. Vitest
// runs a setup file again before each test file: the state is read once the file is imported,
// before its first hook, and again after its last hook (this file's hooks are registered first,
// so its afterAll runs last).
import { afterAll, beforeAll, vi } from 'vitest';
import { HANDLE_KINDS, leaksBetween, type DomSnapshot, type WorkerSnapshot } from './leaks';
import { leftByRepository, tracked } from './tracked';

const tracker = tracked();

function storage(area: Storage): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < area.length; i += 1) {
    const key = area.key(i)!;
    entries[key] = area.getItem(key) ?? '';
  }
  return entries;
}

/** An element's attributes; an emptied `style` attribute is as good as none. */
const attributes = (element: Element) =>
  [...element.attributes]
    .filter((a) => !(a.name === 'style' && a.value === ''))
    .map((a) => `${a.name}="${a.value}"`)
    .join(' ');

const describeElement = (element: Element) =>
  `<${element.localName}${element.attributes.length ? ` ${attributes(element)}` : ''}>`.slice(
    0,
    160,
  );

/**
 * Kept in <head> once there, as a page keeps them: a module's styles (vanilla-extract, injected as
 * it is imported; react-remove-scroll's) and the resource hints React hoists there.
 */
const keptInHead = (element: Element) =>
  element.localName === 'style' ||
  (element.localName === 'link' &&
    /^(preload|modulepreload|preconnect|dns-prefetch)$/.test(element.getAttribute('rel') ?? ''));

/** The DOM classes whose prototypes tests stub (jsdom lacks scrollIntoView, for one). */
const PROTOTYPES = [
  'EventTarget',
  'Node',
  'Element',
  'HTMLElement',
  'Document',
  'HTMLInputElement',
];

function prototypeMembers(page: Record<string, unknown>): Map<string, unknown> {
  const members = new Map<string, unknown>();
  for (const name of PROTOTYPES) {
    const prototype = (page[name] as { prototype?: object } | undefined)?.prototype;
    if (!prototype) continue;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
      // Kept to compare by identity, never called.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      members.set(`${name}.${key}`, descriptor.get ?? descriptor.value);
    }
  }
  return members;
}

function domSnapshot(): DomSnapshot | null {
  const jsdom = (globalThis as { jsdom?: { window: Record<string, unknown> } }).jsdom;
  if (!jsdom || typeof document === 'undefined') return null;
  return {
    url: location.href,
    title: document.title,
    cookie: document.cookie,
    localStorage: storage(localStorage),
    sessionStorage: storage(sessionStorage),
    htmlAttributes: attributes(document.documentElement),
    bodyAttributes: attributes(document.body),
    body: [...document.body.children].map(describeElement),
    head: [...document.head.children].filter((e) => !keptInHead(e)).map(describeElement),
    prototypes: prototypeMembers(jsdom.window),
  };
}

function globalValues(): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const key of Object.getOwnPropertyNames(globalThis)) {
    try {
      values.set(key, (globalThis as Record<string, unknown>)[key]);
    } catch {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- compared by identity
      values.set(key, Object.getOwnPropertyDescriptor(globalThis, key)?.get);
    }
  }
  return values;
}

function snapshot(): WorkerSnapshot {
  const resources = process.getActiveResourcesInfo();
  const { timers, listeners } = leftByRepository(tracker);
  return {
    globals: globalValues(),
    env: { ...process.env },
    fakeTimers: vi.isFakeTimers(),
    processListeners: Object.fromEntries(
      process.eventNames().map((event) => [String(event), process.listenerCount(event)]),
    ),
    handles: Object.fromEntries(
      HANDLE_KINDS.map((kind) => [kind, resources.filter((name) => name === kind).length]),
    ),
    timers,
    listeners,
    dom: domSnapshot(),
  };
}

const PRISTINE = Symbol.for('cairnfield.pristineSnapshot');
let before: WorkerSnapshot | undefined;

beforeAll(() => {
  before = snapshot();
  (globalThis as Record<symbol, WorkerSnapshot | undefined>)[PRISTINE] ??= before;
});

/** What the file's last hooks closed (a server, a child process) may take a moment to go. */
const SETTLE_MS = 2_000;

afterAll(async () => {
  if (!before) return;
  const pristine = (globalThis as Record<symbol, WorkerSnapshot | undefined>)[PRISTINE];
  let leaks = leaksBetween(before, snapshot(), pristine);
  for (const started = Date.now(); leaks.length > 0 && Date.now() - started < SETTLE_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    leaks = leaksBetween(before, snapshot(), pristine);
  }
  if (leaks.length > 0) {
    throw new Error(
      `This test file leaves state behind for the next file of its worker (the unit projects share one, isolate: false); put it back in an afterEach/afterAll:\n  - ${leaks.join('\n  - ')}`,
    );
  }
});
