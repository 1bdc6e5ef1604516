import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver as fakeObserver } from '../test/fakeIntersectionObserver';
import { watchApproach, type Approach } from './whenNear';

function part() {
  document.body.innerHTML = `
    <main><button type="button">Add to cart</button></main>
    <section data-part>
      <button type="button" id="reviews">Reviews</button>
      <a href="#questions" id="link"><span>Questions</span></a>
    </section>`;
  return () => document.querySelector('[data-part]');
}

const settled = async (approach: Approach) => {
  let reached = false;
  void approach.reached.then(() => (reached = true));
  await Promise.resolve();
  await Promise.resolve();
  return reached;
};

let approach: Approach | null = null;
afterEach(() => {
  approach?.done();
  approach = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('watchApproach', () => {
  it('given a part below the fold, should wait until it comes within the margin', async () => {
    const observer = fakeObserver();
    approach = watchApproach(part(), '50% 0px');
    expect(observer.made[0]!.options).toEqual({ rootMargin: '50% 0px' });
    expect(await settled(approach)).toBe(false);
    observer.enter();
    expect(await settled(approach)).toBe(true);
    expect(observer.made[0]!.disconnected).toBe(true);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'given a %s inside the part, should count as reached; outside it, should not',
    async (type) => {
      fakeObserver();
      approach = watchApproach(part(), '0px');
      document.querySelector('main button')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(approach)).toBe(false);
      document.getElementById('reviews')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(approach)).toBe(true);
    },
  );

  it('given no IntersectionObserver or no part in the page, should count as reached at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    approach = watchApproach(part(), '0px');
    expect(await settled(approach)).toBe(true);
    approach.done();
    fakeObserver();
    approach = watchApproach(() => null, '0px');
    expect(await settled(approach)).toBe(true);
  });

  it('given a click on a button of the part that React dropped, should keep it once', async () => {
    fakeObserver();
    approach = watchApproach(part(), '0px');
    const reviews = document.getElementById('reviews')!;
    // React stops a click it cannot hydrate for: it never bubbles back to the window.
    reviews.addEventListener('click', (event) => event.stopPropagation());
    reviews.click();
    expect(await settled(approach)).toBe(true);
    expect(approach.takeClick()).toBe(reviews);
    expect(approach.takeClick()).toBeNull();
  });

  it('given a click that was handled, on a link, or outside the part, should keep nothing', () => {
    fakeObserver();
    approach = watchApproach(part(), '0px');
    document.getElementById('reviews')!.click();
    expect(approach.takeClick()).toBeNull();
    const link = document.querySelector('#link span') as HTMLElement;
    link.addEventListener('click', (event) => {
      event.stopPropagation();
      event.preventDefault();
    });
    link.click();
    expect(approach.takeClick()).toBeNull();
    const outside = document.querySelector('main button') as HTMLElement;
    outside.addEventListener('click', (event) => event.stopPropagation());
    outside.click();
    expect(approach.takeClick()).toBeNull();
  });

  it('given a kept click whose button has gone from the page, should give nothing', () => {
    fakeObserver();
    approach = watchApproach(part(), '0px');
    const reviews = document.getElementById('reviews')!;
    reviews.addEventListener('click', (event) => event.stopPropagation());
    reviews.click();
    reviews.remove();
    expect(approach.takeClick()).toBeNull();
  });

  it('when done, should keep no more clicks', () => {
    fakeObserver();
    approach = watchApproach(part(), '0px');
    approach.done();
    const reviews = document.getElementById('reviews')!;
    reviews.addEventListener('click', (event) => event.stopPropagation());
    reviews.click();
    expect(approach.takeClick()).toBeNull();
  });
});
