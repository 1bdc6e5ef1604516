// @vitest-environment jsdom
// What a story leaves in Storybook's preview, read when the preview has torn it down (showStory.mjs):
// only what is still there after the teardown counts, measured against the clean preview's body.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchTeardowns } from './showStory.mjs';

type Audit = { clean: string; leftovers: string[] | null };

/** The preview's channel as far as the audit uses it: listeners, and the preview emitting. */
function fakeChannel() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
  };
}

const audit = () => Reflect.get(window, '__audit') as Audit;

describe('the leftovers of a story switched away from', () => {
  let channel: ReturnType<typeof fakeChannel>;
  let root: HTMLElement;

  beforeEach(() => {
    document.body.innerHTML = '<div id="storybook-root"></div><div class="sb-wrapper"></div>';
    document.body.className = 'sb-show-main';
    root = document.getElementById('storybook-root')!;
    channel = fakeChannel();
    Reflect.set(window, '__STORYBOOK_ADDONS_CHANNEL__', channel);
    watchTeardowns();
    // iframe.html parsed: its body is the clean one.
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });

  afterEach(() => {
    Reflect.deleteProperty(window, '__STORYBOOK_ADDONS_CHANNEL__');
    document.body.innerHTML = '';
    for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
    document.body.removeAttribute('style');
  });

  it('finds none when the story took away what it added (a dialog closed by its teardown)', () => {
    // The story opens a dialog: a portal, the scroll lock and pointer events off.
    root.innerHTML = '<button>Open</button>';
    const portal = document.createElement('div');
    portal.setAttribute('role', 'dialog');
    document.body.append(portal);
    document.body.setAttribute('data-scroll-locked', '1');
    document.body.style.pointerEvents = 'none';
    // Its teardown (React unmounting) takes them away, then the preview says the story changed.
    root.innerHTML = '';
    portal.remove();
    document.body.removeAttribute('data-scroll-locked');
    document.body.style.pointerEvents = '';
    channel.emit('storyChanged');
    expect(audit().leftovers).toEqual([]);
  });

  it('names an element the teardown left in the body', () => {
    const toast = document.createElement('ol');
    toast.setAttribute('aria-label', 'Notifications');
    document.body.append(toast);
    channel.emit('storyChanged');
    expect(audit().leftovers).toEqual(['<ol aria-label="Notifications"></ol>']);
  });

  it('names a scroll lock or pointer events the teardown left on the body', () => {
    document.body.setAttribute('data-scroll-locked', '1');
    document.body.style.pointerEvents = 'none';
    channel.emit('storyChanged');
    expect(audit().leftovers).toEqual([
      'body data-scroll-locked=1 pointer-events:none overflow: (clean: pointer-events: overflow:)',
    ]);
  });

  it("does not count Storybook's own elements, nor the next story's, which come after", () => {
    const highlight = document.createElement('div');
    highlight.id = 'storybook-highlights-root';
    document.body.append(highlight);
    channel.emit('storyChanged');
    // The next story opens its own dialog once rendered: not read again until the next switch.
    const portal = document.createElement('div');
    portal.setAttribute('role', 'dialog');
    document.body.append(portal);
    document.body.setAttribute('data-scroll-locked', '1');
    expect(audit().leftovers).toEqual([]);
  });
});
