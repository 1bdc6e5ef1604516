/**
 * The page's screen-reader walks (ProductPage.screenReader.test.tsx): Guidepup's virtual screen
 * reader, which reads the accessibility tree jsdom builds as NVDA or VoiceOver would in browse
 * mode, moved through the rendered page. The design system's components use the same reader
 * (design-system/test/screenReader.ts, test-only and not an entry of the package).
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach } from 'vitest';
import { settledLog } from '@cairnfield/design-system/testing';

let reading = false;

export async function startReading(container: Element): Promise<void> {
  reading = true;
  await virtual.start({ container, displayCursor: false });
}

export async function stopReading(): Promise<void> {
  if (!reading) return;
  reading = false;
  await virtual.stop();
  // The reader's last announcements run a tick after the last mutation.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Moves the reader on until it says a phrase starting with `start`, then on until one starting
 * with `end`, and returns what it said from `start` (or from the log's index `from`: to keep a
 * live announcement made before `start`) to `end`.
 */
export async function readUntil(
  start: string,
  end: string,
  from?: number,
  limit = 250,
): Promise<string[]> {
  let steps = 0;
  const moveTo = async (phrase: string) => {
    while (!(await virtual.lastSpokenPhrase()).startsWith(phrase)) {
      if ((steps += 1) > limit)
        throw new Error(`The screen reader never said a phrase starting "${phrase}"`);
      await virtual.next();
    }
  };
  await moveTo(start);
  const mark = from ?? (await virtual.spokenPhraseLog()).length - 1;
  await moveTo(end);
  return (await virtual.spokenPhraseLog()).slice(mark);
}

/**
 * The reader (stopped first where it was reading: a dialog the page opened is read on its own)
 * started on `root` and moved from `start` to `end` (readUntil): what it said.
 */
export async function readIn(root: Element, start: string, end: string): Promise<string[]> {
  await stopReading();
  await startReading(root);
  return readUntil(start, end);
}

/** readIn, after the languages the reader is told in and around `root` (languages). */
export async function readInLanguages(
  root: Element,
  start: string,
  end: string,
): Promise<string[]> {
  const said = await readIn(root, start, end);
  return [...languages(root), ...said];
}

/**
 * The document's lang around each test of the file or block that calls this, as
 * page/layout/Document.tsx writes it on a page in `lang`: set before the test, taken off after it
 * (the next test file starts without).
 */
export function setUpDocumentLang(lang: string): void {
  beforeEach(() => {
    document.documentElement.lang = lang;
  });
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
  });
}

const isAnnouncement = (phrase: string) => /^(polite|assertive): /.test(phrase);

/**
 * Waits until the reader's log, from index `from`, holds a phrase that `until` accepts and then
 * says nothing new for a moment. Returns what was said from `from`.
 */
export async function settle(
  from: number,
  until: (phrase: string) => boolean,
): Promise<readonly string[]> {
  return settledLog(async () => (await virtual.spokenPhraseLog()).slice(from), until, {
    timeout: 15_000,
    quietMs: 400,
  });
}

/**
 * The live announcements among `phrases`, each once, in the order first made: how many times a
 * region is re-announced as the page around it changes (a modal hiding it, a re-render) is the
 * reader's timing, not the page's words.
 */
export function announcements(phrases: readonly string[]): string[] {
  return [...new Set(phrases.filter(isAnnouncement))];
}

/**
 * announcements, from the last one starting with `start` on: a value typed key by key settles,
 * and is announced, once the keys stop; on a loaded machine a pause between two keys can settle
 * and announce a value on its way (a '6' of '60'), which the walk leaves out.
 */
export function announcementsFromLast(phrases: readonly string[], start: string): string[] {
  const said = announcements(phrases);
  return said.slice(
    Math.max(
      0,
      said.findLastIndex((p) => p.startsWith(start)),
    ),
  );
}

/** A walk's transcript: a header naming it, then one spoken phrase per line. */
export function transcript(walk: string, phrases: readonly string[]): string {
  return [`# ${walk}`, ...phrases].join('\n') + '\n';
}

/**
 * The languages a screen reader is told in and around `root` (WCAG 3.1.1 and 3.1.2: it switches
 * voice only where `lang` says so): the document's, `root`'s own where it differs (a dialog's,
 * from the portal it renders in), then each element inside whose `lang` differs from its
 * parent's, by role or tag and name. The French transcripts start with them.
 */
export function languages(root: Element): string[] {
  const lines = [`lang: ${document.documentElement.lang} (document)`];
  const own = root.closest('[lang]');
  if (
    own &&
    own !== document.documentElement &&
    own.getAttribute('lang') !== document.documentElement.lang
  ) {
    const name =
      root.getAttribute('aria-label') ??
      root
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') ??
      '';
    const tag = root.getAttribute('role') ?? root.tagName.toLowerCase();
    lines.push(
      `lang: ${own.getAttribute('lang')} (${tag}${name ? ` ${name}` : ''}, from ${own === root ? 'itself' : 'where it renders'})`,
    );
  }
  for (const el of root.querySelectorAll('[lang]')) {
    const parent = el.parentElement?.closest('[lang]');
    const inherited = parent?.getAttribute('lang') ?? document.documentElement.lang;
    if (el.getAttribute('lang') === inherited) continue;
    const name = el.getAttribute('aria-label') ?? el.id ?? '';
    const tag = el.getAttribute('role') ?? el.tagName.toLowerCase();
    lines.push(`lang: ${el.getAttribute('lang')} (${tag}${name ? ` ${name}` : ''})`);
  }
  return lines;
}
