/** The zoomed product image (ImageZoom's lazy half): the large source in a large modal. */
import type { RefObject } from 'react';
import { Modal } from '@cairnfield/design-system';
import * as styles from './ImageZoom.css';

export default function ZoomedImage({
  open,
  onOpenChange,
  src,
  alt,
  title,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
  title: string;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="large"
      returnFocusRef={returnFocusRef}
      closeLabel="Close the zoomed image"
    >
      <img className={styles.zoomed} src={src} alt={alt} />
    </Modal>
  );
}
