/**
 * Design (pattern) choice of a multi-SKU card: native radio buttons in a fieldset. Native radios
 * give the APG radio group keyboard behaviour for free and work before hydration.
 */
import { useId } from 'react';
import type { Product } from '../domain';
import { variantLabel } from '../purchase/sku';
import * as styles from './sections.css';
import { EnglishPart } from '../i18n/parts';

export interface VariantPickerProps {
  product: Product;
  value: string;
  onChange: (skuId: string) => void;
  unavailable: (skuId: string) => boolean;
  /** The radios' name (the field a form posts). @default a generated name */
  name?: string;
}

export function VariantPicker({
  product,
  value,
  onChange,
  unavailable,
  name: nameProp,
}: VariantPickerProps) {
  const generated = `${useId()}-variant`;
  const name = nameProp ?? generated;
  if (product.skus.length < 2) return null;
  const legend =
    product.variantIdentifier === 'Pattern' ? 'Design' : (product.variantIdentifier ?? 'Option');
  return (
    // Not translated yet: on a page in another language it says it is English (WCAG 3.1.2).
    <EnglishPart>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.variantList}>
          {product.skus.map((sku) => {
            const label = variantLabel(product, sku.skuId);
            return (
              <label key={sku.skuId} className={styles.variantOption}>
                <input
                  className={styles.variantInput}
                  type="radio"
                  name={name}
                  value={sku.skuId}
                  checked={value === sku.skuId}
                  onChange={() => onChange(sku.skuId)}
                />
                {label}
                {unavailable(sku.skuId) ? (
                  <span className={styles.muted}> (out of stock)</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    </EnglishPart>
  );
}
