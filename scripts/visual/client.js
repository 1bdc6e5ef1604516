// @ts-check
/// <reference lib="dom" />
// The visual review page's script (html.mjs inlines it): the compare views (side by side, slider,
// blink) and the Accept / Reject buttons, which write through the review server when the page is
// served (`npm run visual -- --serve`) and explain how to accept when it is opened from disk.
(() => {
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  // html.mjs writes every element this script finds (the live region, each change's article and
  // its parts); the casts say which element each selector finds.
  const announce = /** @type {HTMLElement} */ (document.getElementById('announce'));
  /** @param {string} text */
  const say = (text) => {
    announce.textContent = '';
    // A new text node each time, so the same words twice are still announced.
    requestAnimationFrame(() => (announce.textContent = text));
  };
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll(served ? '.server-only' : '.disk-only')
  )) {
    el.hidden = false;
  }
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll(served ? '.disk-only' : '.server-only')
  )) {
    el.hidden = true;
  }

  const STATE_TEXT = {
    pending: 'Waiting for review.',
    accepted: 'Accepted: the baseline is rewritten.',
    rejected: 'Rejected: the baseline is kept; the tests fail until the change is undone.',
  };
  /** @type {Map<HTMLElement, ReturnType<typeof setInterval>>} */
  const blinking = new Map();
  /** @param {HTMLElement} article */
  const stopBlink = (article) => {
    clearInterval(blinking.get(article));
    blinking.delete(article);
    const play = article.querySelector('.play');
    if (play) play.setAttribute('aria-pressed', 'false');
  };
  /** @param {HTMLElement} article */
  const swap = (article) => {
    const img = /** @type {HTMLImageElement} */ (article.querySelector('.blinker'));
    const showingNew = img.getAttribute('src') === img.dataset.new;
    img.src = /** @type {string} */ (showingNew ? img.dataset.baseline : img.dataset.new);
    const label = img.alt.replace(/, (baseline|new screenshot)$/, '');
    img.alt = `${label}, ${showingNew ? 'baseline' : 'new screenshot'}`;
    /** @type {HTMLElement} */ (article.querySelector('.showing')).textContent =
      `Showing: ${showingNew ? 'baseline' : 'new'}`;
  };

  document.addEventListener('change', (event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
    const article = /** @type {HTMLElement} */ (radio.closest('.change'));
    for (const view of /** @type {NodeListOf<HTMLElement>} */ (article.querySelectorAll('.view'))) {
      view.hidden = !view.classList.contains(radio.value);
    }
    if (radio.value !== 'blink') stopBlink(article);
  });

  document.addEventListener('input', (event) => {
    const range = event.target;
    if (!(range instanceof HTMLInputElement) || range.type !== 'range') return;
    /** @type {HTMLElement} */ (
      /** @type {HTMLElement} */ (range.closest('.slider')).querySelector('.stack')
    ).style.setProperty('--split', `${range.value}%`);
  });

  /**
   * @param {HTMLElement} article
   * @param {string} decision
   */
  async function decide(article, decision) {
    const id = article.dataset.id;
    const name = article.dataset.label;
    const state = /** @type {HTMLElement} */ (article.querySelector('.state'));
    if (!served) {
      const command = /** @type {HTMLElement} */ (article.querySelector('.cli code')).textContent;
      state.textContent =
        `Opened from disk, this page cannot write files. Run npm run visual -- --serve and ` +
        `open the address it prints, or run: ${command}`;
      say(state.textContent);
      return;
    }
    try {
      const response = await fetch('api/decisions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, decision }),
      });
      /** @type {{ state: keyof typeof STATE_TEXT, error?: string }} */
      const body = await response.json();
      if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
      article.dataset.state = body.state;
      state.textContent = STATE_TEXT[body.state];
      say(`${name}: ${STATE_TEXT[body.state]}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      state.textContent = `Not saved: ${message}`;
      say(`${name}: not saved: ${message}`);
    }
  }

  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const article = /** @type {HTMLElement} */ (button.closest('.change'));
    if (button.dataset.decision) {
      await decide(article, button.dataset.decision);
    } else if (button.classList.contains('swap')) {
      stopBlink(article);
      swap(article);
    } else if (button.classList.contains('play')) {
      if (blinking.has(article)) {
        stopBlink(article);
      } else {
        button.setAttribute('aria-pressed', 'true');
        blinking.set(
          article,
          setInterval(() => swap(article), 700),
        );
      }
    } else if (button.classList.contains('accept-all')) {
      try {
        const response = await fetch('api/accept-all', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        /** @type {{ accepted: string[], error?: string }} */
        const body = await response.json();
        if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
        for (const article of /** @type {NodeListOf<HTMLElement>} */ (
          document.querySelectorAll('.change')
        )) {
          article.dataset.state = 'accepted';
          /** @type {HTMLElement} */ (article.querySelector('.state')).textContent =
            STATE_TEXT.accepted;
        }
        say(`Accepted ${body.accepted.length} changes: their baselines are rewritten.`);
      } catch (error) {
        say(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
})();
