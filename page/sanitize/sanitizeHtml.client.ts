/** Client path: DOMPurify over the browser's own window. */
import createDOMPurify from 'dompurify';
import { makeSanitizer, type SanitizeHtml } from './policy';

const purify = createDOMPurify(window);

/** Sanitises HTML in the browser. */
export const sanitizeHtml: SanitizeHtml = makeSanitizer(purify);
