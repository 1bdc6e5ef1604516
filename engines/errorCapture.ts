/**
 * Error capture inside the page, for engines whose driver cannot read the console (classic
 * WebDriver: WebKitGTK). The fault proxy puts this script first in every document's <head>, with
 * the nonce of the document's Content-Security-Policy (page/security/headers.ts: a strict,
 * nonce-based policy refuses any other inline script), so it runs before any of the page's own
 * scripts and sees errors during load and hydration. It removes its own element at once, so the
 * document React hydrates is the server's.
 *
 * It records, in session storage (kept across the journey's navigations in one tab):
 * - uncaught errors and unhandled promise rejections;
 * - every console.error call (what the page reports itself, e.g. a chunk that failed);
 * - elements that failed to load (a script, stylesheet or image: the 'error' event);
 * - Content-Security-Policy violations.
 *
 * Limits: it does not see the browser's own console lines that no page event mirrors (a failed
 * fetch or dynamic import is seen only through what the page then logs or throws), nor errors in
 * workers or other frames, nor anything before <head> is parsed. Chromium and Firefox read the
 * console through their drivers instead, which sees those too.
 */

const STORAGE_KEY = '__engineErrors';

/** The inline script; `nonce` is the document's CSP nonce (null: the document has no policy). */
export function errorCaptureScript(nonce: string | null): string {
  const source = `(function () {
  var KEY = ${JSON.stringify(STORAGE_KEY)};
  function keep(text) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(String(text));
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {
      (window[KEY] = window[KEY] || []).push(String(text));
    }
  }
  function describe(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'object' && value !== null) {
      try { return JSON.stringify(value); } catch (e) { return String(value); }
    }
    return String(value);
  }
  var consoleError = console.error;
  console.error = function () {
    keep(Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(console, arguments);
  };
  window.addEventListener('error', function (event) {
    if (event instanceof ErrorEvent) {
      keep('Uncaught ' + (event.error ? describe(event.error) : event.message));
      return;
    }
    var target = event.target;
    keep('Failed to load resource: ' + ((target && (target.src || target.href)) || String(target)));
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    keep('Uncaught (in promise) ' + describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    keep('Content-Security-Policy: ' + event.violatedDirective + ' refused ' + event.blockedURI);
  });
  var self = document.currentScript;
  if (self && self.parentNode) self.parentNode.removeChild(self);
})();`;
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/"/g, '&quot;')}"` : '';
  return `<script${nonceAttribute}>${source}</script>`;
}

/** In-page function source that returns what the capture recorded. */
export const ERROR_CAPTURE_READ = `() => {
  var stored = [];
  try { stored = JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)}) || '[]'); } catch (e) {}
  return stored.concat(window[${JSON.stringify(STORAGE_KEY)}] || []);
}`;
