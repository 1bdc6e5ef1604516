import { fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseControls } from './PurchaseControls';

function controls(onSubmit: () => void) {
  const onSearch = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <PurchaseControls submittable action="/p/cairnfield-gift-card" onSubmit={onSubmit}>
      <button type="submit">Add to cart</button>
      {/* A dialog opened from the controls (the store picker) renders its form in a portal. */}
      {createPortal(
        <form role="search" aria-label="Find stores" onSubmit={onSearch}>
          <button type="submit">Find stores</button>
        </form>,
        document.body,
      )}
    </PurchaseControls>,
  );
  return { onSearch };
}

describe('PurchaseControls', () => {
  it('runs the add-to-cart flow on its own submit', () => {
    const onSubmit = vi.fn();
    controls(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not add to cart when a dialog’s form opened from the controls is submitted', () => {
    const onSubmit = vi.fn();
    const { onSearch } = controls(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
