import { describe, expect, it } from 'vitest';
import { StorePicker } from './StorePicker';
import { fiveDigits, testCopy, testStores } from './storePickerFixtures';
import { renderWithTheme } from '../../test/render';
import { next, nextTo, startReader, transcript, virtual } from '../../test/screenReader';

describe('StorePicker, as a screen reader says it', () => {
  it('should say the dialog, the ZIP field with its hint, the count and each store with its details', async () => {
    renderWithTheme(
      <StorePicker
        copy={testCopy}
        defaultOpen
        defaultZip="80202"
        validateZip={fiveDigits}
        onSearch={() => undefined}
        results={testStores}
        resultsMessage="2 stores near 80202"
        selectedStoreId="0412"
        onChoose={() => undefined}
      />,
    );
    // The dialog is portalled to the end of <body>: the reader reads the whole document.
    await startReader(document.body);
    await nextTo('dialog, Choose your store');
    await nextTo('textbox, ZIP code');
    await nextTo('radio, Downtown');
    await nextTo('radio, Hillside');
    await next(1);
    await nextTo('button, Use this store');
    await expect(
      await transcript('StorePicker: results for 80202, the current store checked'),
    ).toMatchFileSnapshot('./__transcripts__/results.txt');
  });

  it('should say the ZIP rule’s message on the field after a search with a wrong ZIP', async () => {
    renderWithTheme(
      <StorePicker
        copy={testCopy}
        defaultOpen
        defaultZip="80"
        validateZip={fiveDigits}
        onSearch={() => undefined}
        results={null}
        onChoose={() => undefined}
      />,
    );
    await startReader(document.body);
    await nextTo('button, Search');
    await virtual.act();
    await virtual.previous();
    await nextTo('textbox, ZIP code');
    await expect(await transcript('StorePicker: Search with a 2-digit ZIP')).toMatchFileSnapshot(
      './__transcripts__/invalid-zip.txt',
    );
  });
});
