/**
 * What the screen-reader tests of the app's pages other than the product page share (the cart and
 * the confirmation page in French, page/routes/*\/*French.screenReader.test.tsx): the page's chunk
 * loaded once per file, as the browser entry loads it before it hydrates; the document's lang
 * written from the page's data around each test, as page/layout/Document.tsx writes it; the
 * reader stopped after each test; and the read the accessibility audit makes of the page.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { App, loadPageChunk } from '../layout/App';
import { pageLocale, type PageData } from '../routes/registry';
import { fakeServices } from './fixtures';
import { readInLanguages, stopReading, setUpDocumentLang } from './screenReader';

/** Registers the file's hooks for reading the page of `data`. */
export function setUpAppPageReading(data: PageData): void {
  beforeAll(() => loadPageChunk(data), 60_000);
  setUpDocumentLang(pageLocale(data));
  afterEach(stopReading);
}

/**
 * Renders the page of `data` as the app does (its frame included) with fake services, and reads it
 * from its heading to the end of its main landmark, after the languages the reader is told.
 */
export async function readAppPage(data: PageData): Promise<string[]> {
  render(<App data={data} services={fakeServices().services} />);
  return readInLanguages(document.body, 'heading', 'end of main');
}
