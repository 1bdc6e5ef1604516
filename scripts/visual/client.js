// The visual review page's script (html.mjs inlines it): the compare views (side by side, slider,
// blink) and the Accept / Reject buttons, which write through the review server when the page is
// served (`npm run visual -- --serve`) and explain how to accept when it is opened from disk.
(() => {
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  const announce = document.getElementById('announce');
  const say = (text) => {
    announce.textContent = '';
    // A new text node each time, so the same words twice are still announced.
    requestAnimationFrame(() => (announce.textContent = text));
  };
  for (const el of document.querySelectorAll(served ? '.server-only' : '.disk-only')) {
    el.hidden = false;
  }
  for (const el of document.querySelectorAll(served ? '.disk-only' : '.server-only')) {
    el.hidden = true;
  }

  const STATE_TEXT = {
    pending: 'Waiting for review.',
    accepted: 'Accepted: the baseline is rewritten.',
    rejected: 'Rejected: the baseline is kept; the tests fail until the change is undone.',
  };
  const blinking = new Map();
  const stopBlink = (article) => {
    clearInterval(blinking.get(article));
    blinking.delete(article);
    const play = article.querySelector('.play');
    if (play) play.setAttribute('aria-pressed', 'false');
  };
  const swap = (article) => {
    const img = article.querySelector('.blinker');
    const showingNew = img.getAttribute('src') === img.dataset.new;
    img.src = showingNew ? img.dataset.baseline : img.dataset.new;
    const label = img.alt.replace(/, (baseline|new screenshot)$/, '');
    img.alt = `${label}, ${showingNew ? 'baseline' : 'new screenshot'}`;
    article.querySelector('.showing').textContent = `Showing: ${showingNew ? 'baseline' : 'new'}`;
  };

  document.addEventListener('change', (event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
    const article = radio.closest('.change');
    for (const view of article.querySelectorAll('.view')) {
      view.hidden = !view.classList.contains(radio.value);
    }
    if (radio.value !== 'blink') stopBlink(article);
  });

  document.addEventListener('input', (event) => {
    const range = event.target;
    if (!(range instanceof HTMLInputElement) || range.type !== 'range') return;
    range
      .closest('.slider')
      .querySelector('.stack')
      .style.setProperty('--split', `${range.value}%`);
  });

  async function decide(article, decision) {
    const id = article.dataset.id;
    const name = article.dataset.label;
    const state = article.querySelector('.state');
    if (!served) {
      const command = article.querySelector('.cli code').textContent;
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
      const body = await response.json();
      if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
      article.dataset.state = body.state;
      state.textContent = STATE_TEXT[body.state];
      say(`${name}: ${STATE_TEXT[body.state]}`);
    } catch (error) {
      state.textContent = `Not saved: ${error.message}`;
      say(`${name}: not saved: ${error.message}`);
    }
  }

  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const article = button.closest('.change');
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
        const body = await response.json();
        if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
        for (const article of document.querySelectorAll('.change')) {
          article.dataset.state = 'accepted';
          article.querySelector('.state').textContent = STATE_TEXT.accepted;
        }
        say(`Accepted ${body.accepted.length} changes: their baselines are rewritten.`);
      } catch (error) {
        say(`Not saved: ${error.message}`);
      }
    }
  });
})();
