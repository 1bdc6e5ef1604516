/**
 * Server path: DOMPurify over one jsdom window, created once per process. Never imported by
 * client code (the client entry uses sanitizeHtml.client.ts), so jsdom stays out of the bundle.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { makeSanitizer, type SanitizeHtml } from './policy';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** Sanitises HTML on the server. */
export const sanitizeHtml: SanitizeHtml = makeSanitizer(purify);
