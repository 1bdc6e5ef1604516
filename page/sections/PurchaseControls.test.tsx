import { fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseControls } from './PurchaseControls';

/** A form rendered elsewhere in the document (as a dialog is) from inside the controls. */
function PortalledSearch({ onSearch }: { onSearch: () => void }) {
  return createPortal(
    <form
      aria-label="Store search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <button type="submit">Find stores</button>
    </form>,
    document.body,
  );
}

describe('PurchaseControls', () => {
  it('should add to the cart on its own submit only, not on a form opened from inside it', () => {
    const onSubmit = vi.fn();
    const onSearch = vi.fn();
    render(
      <PurchaseControls submittable action="/p/gift" onSubmit={onSubmit}>
        <PortalledSearch onSearch={onSearch} />
        <button type="submit">Add to cart</button>
      </PurchaseControls>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should not be a form when nothing can be submitted (out of stock)', () => {
    render(
      <PurchaseControls submittable={false} action="/p/gift" onSubmit={vi.fn()}>
        <p>Out of stock</p>
      </PurchaseControls>,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
