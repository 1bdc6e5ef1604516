/**
 * The selected store and spec 9's 'Pick Up at a Different Store', under the stock line. Before
 * hydration (and without JavaScript) the control is a link to the page server's store form
 * (routes/stores/route.ts); once the page is interactive it is a button opening the picker dialog,
 * whose chunk loads on intent (hover, focus, tap). The store line is a status region: a new
 * store is announced.
 */
import { Suspense, useRef } from 'react';
import { Button, Link } from '@cairnfield/design-system';
import { useHydrated } from '../hooks/useHydrated';
import type { StoreChoiceController } from '../hooks/useStoreChoice';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { STORE_PICKER_TRIGGER, storeLine } from '../purchase/storeLine';
import * as styles from './sections.css';
import { EnglishPart } from '../i18n/parts';

const StorePickerDialog = lazyWithRetry(() => import('./StorePickerDialog'), {
  label: 'the store picker',
});

export function StoreChoice({
  picker,
  storeId,
  storesUrl,
}: {
  picker: StoreChoiceController;
  storeId: string | null;
  /** The no-JavaScript store form. */
  storesUrl: string;
}) {
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement>(null);
  const intent = () => {
    picker.want();
    void StorePickerDialog.preload();
  };
  // Not translated yet: on a page in another language it says it is English, its picker too
  // (WCAG 3.1.2).
  return (
    <EnglishPart>
      <div className={styles.storeChoice}>
        <p className={styles.muted} role="status">
          {storeLine(storeId, picker.storeName)}
        </p>
        {hydrated ? (
          <Button
            ref={trigger}
            type="button"
            variant="link"
            size="small"
            aria-haspopup="dialog"
            onPointerEnter={intent}
            onFocus={intent}
            onClick={() => picker.setOpen(true)}
          >
            {STORE_PICKER_TRIGGER}
          </Button>
        ) : (
          // On its own line: a 44 px target, as the button it becomes (WCAG 2.5.5).
          <Link href={storesUrl} variant="standalone">
            {STORE_PICKER_TRIGGER}
          </Link>
        )}
        {picker.wanted ? (
          <Suspense fallback={null}>
            {/* Mounted on intent so the chunk is ready by the click; it renders nothing closed. */}
            <StorePickerDialog picker={picker} storeId={storeId} returnFocusRef={trigger} />
          </Suspense>
        ) : null}
      </div>
    </EnglishPart>
  );
}
