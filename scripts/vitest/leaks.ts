// What one test file could leave behind for the next file of the same worker. The unit projects
// run their files one after another in one worker with one jsdom and one module cache (Vitest's
// `isolate: false`): a file that leaves a global, a fake clock, a timer, a listener, a stored value
// or an element behind would change what the next file tests. A snapshot records that state;
// `leaksBetween` names every difference, so the file that leaked fails (scripts/vitest/leakCheck.ts).

/** The state of a worker that a test file may change and must put back. */
export interface WorkerSnapshot {
  /** Every own property of globalThis with its value. */
  globals: Map<string, unknown>;
  /** process.env. */
  env: Record<string, string | undefined>;
  /** Whether Vitest's fake timers are installed. */
  fakeTimers: boolean;
  /** Listeners on process, per event. */
  processListeners: Record<string, number>;
  /** Node's active handles of the kinds a file creates and must close, per kind. */
  handles: Record<string, number>;
  /** The repository's timers still pending (scripts/vitest/tracked.ts), with where each started. */
  timers: Map<unknown, string>;
  /** The repository's listeners on window, document, <html>, <body>, with where each was added. */
  listeners: Map<unknown, string>;
  /** The shared document, when the environment has one. */
  dom: DomSnapshot | null;
}

export interface DomSnapshot {
  url: string;
  title: string;
  cookie: string;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** Attributes of <html> and <body> (`lang`, `class`, `style`, Radix's scroll lock, …). */
  htmlAttributes: string;
  bodyAttributes: string;
  /** What is in <body>, element by element (Testing Library's cleanup empties it after each test). */
  body: string[];
  /** What is in <head> apart from the styles and resource hints a page keeps once it has them. */
  head: string[];
  /** The DOM's prototypes' own members (`Element.scrollIntoView`), as stubs replace them. */
  prototypes: Map<string, unknown>;
}

/**
 * Globals that are not a file's to put back: Vitest's own, and a library's private registry made
 * as it is first imported (`__zod_globalRegistry`, `__core-js_shared__`), kept as a page keeps it.
 */
const notAFilesGlobal = (key: string) => key.startsWith('__');

/** Handles a test file opens and must close: listening servers, child processes, file watchers.
 * Not client sockets: fetch keeps idle connections open a few seconds in one pool per worker. */
export const HANDLE_KINDS = ['TCPServerWrap', 'ProcessWrap', 'FSEventWrap'];

function grownCounts(
  label: string,
  before: Record<string, number>,
  after: Record<string, number>,
): string[] {
  return Object.keys(after)
    .filter((key) => (after[key] ?? 0) > (before[key] ?? 0))
    .map((key) => `${label} ${key}: ${before[key] ?? 0} before the file, ${after[key]} after`);
}

/**
 * Keys whose value the file changed, unless it changed them back to what the worker started
 * with (a file that cleans up after an earlier one is not to blame).
 */
function changedKeys<T>(before: Map<string, T>, after: Map<string, T>, pristine: Map<string, T>) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const changed: { key: string; how: 'added' | 'changed' | 'removed' }[] = [];
  for (const key of keys) {
    const [had, has] = [before.has(key), after.has(key)];
    if (had === has && (!has || Object.is(before.get(key), after.get(key)))) continue;
    if (has === pristine.has(key) && (!has || Object.is(after.get(key), pristine.get(key)))) {
      continue;
    }
    changed.push({ key, how: !had ? 'added' : !has ? 'removed' : 'changed' });
  }
  return changed;
}

const asMap = (record: Record<string, string | undefined>) =>
  new Map(Object.entries(record).filter(([, v]) => v !== undefined));

function added(label: string, before: Map<unknown, string>, after: Map<unknown, string>) {
  return [...after].filter(([key]) => !before.has(key)).map(([, where]) => `${label} ${where}`);
}

function addedItems(label: string, before: string[], after: string[]): string[] {
  const left = [...after];
  for (const item of before) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
  }
  return left.map((item) => `${label} ${item}`);
}

function domLeaks(before: DomSnapshot, after: DomSnapshot, pristine: DomSnapshot): string[] {
  const leaks: string[] = [];
  for (const key of ['url', 'title', 'cookie', 'htmlAttributes', 'bodyAttributes'] as const) {
    if (after[key] !== before[key] && after[key] !== pristine[key]) {
      leaks.push(`${key} is "${after[key]}" (it was "${before[key]}")`);
    }
  }
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    const changed = changedKeys(asMap(before[area]), asMap(after[area]), asMap(pristine[area]));
    leaks.push(...changed.map(({ key, how }) => `${area} "${key}" ${how}`));
  }
  for (const { key, how } of changedKeys(
    before.prototypes,
    after.prototypes,
    pristine.prototypes,
  )) {
    leaks.push(`${key.replace('.', '.prototype.')} ${how === 'changed' ? 'replaced' : how}`);
  }
  leaks.push(...addedItems('left in <body>:', before.body, after.body));
  leaks.push(...addedItems('left in <head>:', before.head, after.head));
  return leaks;
}

/**
 * Every way `after` differs from `before` that the next file would notice, in words. `pristine`
 * is the worker's state before its first file: a value put back to it is never a leak.
 */
export function leaksBetween(
  before: WorkerSnapshot,
  after: WorkerSnapshot,
  pristine: WorkerSnapshot = before,
): string[] {
  const leaks: string[] = [];
  for (const { key, how } of changedKeys(before.globals, after.globals, pristine.globals)) {
    if (!notAFilesGlobal(key)) leaks.push(`global ${key} ${how === 'changed' ? 'replaced' : how}`);
  }
  for (const { key, how } of changedKeys(
    asMap(before.env),
    asMap(after.env),
    asMap(pristine.env),
  )) {
    leaks.push(`process.env.${key} ${how}`);
  }
  if (after.fakeTimers && !before.fakeTimers) leaks.push('fake timers still installed');
  leaks.push(...added('timer still pending:', before.timers, after.timers));
  leaks.push(...added('listener still attached:', before.listeners, after.listeners));
  leaks.push(
    ...grownCounts('process listeners for', before.processListeners, after.processListeners),
  );
  leaks.push(...grownCounts('open handles', before.handles, after.handles));
  if (before.dom && after.dom)
    leaks.push(...domLeaks(before.dom, after.dom, pristine.dom ?? before.dom));
  return leaks;
}
