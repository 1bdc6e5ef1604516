import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Toast, ToastProvider, ToastViewport } from '../components/Toast';
import { createTheme } from '../theme/createTheme';
import { DesignSystemProvider } from './DesignSystemProvider';

/** A custom property as the cascade gives it on an element (styles.css's rules, jsdom's cascade). */
const property = (element: Element | null, name: string) =>
  element ? getComputedStyle(element).getPropertyValue(name).trim() : '';

const plum = createTheme({ color: { accent: '#6b2c91' } }, { name: 'Plum' });

function Terms() {
  return (
    <Modal title="Voucher terms" trigger={<Button>Open the terms</Button>}>
      <p>Vouchers never expire.</p>
    </Modal>
  );
}

async function openTerms() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open the terms' }));
  return screen.findByRole('dialog', { name: 'Voucher terms' });
}

describe('DesignSystemProvider', () => {
  it('themes what it renders with the brand theme by default, through the --cf-* properties', () => {
    render(
      <DesignSystemProvider>
        <Button>Pay</Button>
      </DesignSystemProvider>,
    );
    const root = screen.getByRole('button', { name: 'Pay' }).closest('[data-cf-root]');
    expect(root).toHaveAttribute('data-cf-theme', 'brand');
    expect(property(root, '--cf-color-accent')).toBe('#1d5a37');
    expect(property(root, '--cf-space-medium')).toBe('16px');
  });

  it.each([
    ['dark', '#86d3a0', 'dark'],
    ['high-contrast', '#00331a', 'light'],
  ] as const)('takes the %s theme by name', (theme, accent, scheme) => {
    const { container } = render(<DesignSystemProvider theme={theme}>x</DesignSystemProvider>);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-cf-theme', theme);
    expect(property(root, '--cf-color-accent')).toBe(accent);
    expect(getComputedStyle(root!).colorScheme).toBe(scheme);
  });

  it('takes a theme made with createTheme: its tokens over the brand theme', () => {
    const { container } = render(<DesignSystemProvider theme={plum}>x</DesignSystemProvider>);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-cf-theme', 'brand');
    expect(property(root, '--cf-color-accent')).toBe('#6b2c91');
    expect(property(root, '--cf-color-text')).toBe('#1b211d');
  });

  it('lets a plain stylesheet set the properties on its root (the themes weigh nothing)', () => {
    const style = document.createElement('style');
    style.textContent = '.bakery { --cf-color-accent: #8a3b12; }';
    document.head.append(style);
    try {
      const { container } = render(
        <DesignSystemProvider className="bakery">x</DesignSystemProvider>,
      );
      expect(property(container.firstElementChild, '--cf-color-accent')).toBe('#8a3b12');
    } finally {
      style.remove();
    }
  });

  it('applies its base styles inside its root only: the host page is not restyled', () => {
    render(
      <>
        <section aria-label="Host">host</section>
        <DesignSystemProvider>
          <section aria-label="Inside">inside</section>
        </DesignSystemProvider>
      </>,
    );
    const inside = getComputedStyle(screen.getByRole('region', { name: 'Inside' }));
    const host = getComputedStyle(screen.getByRole('region', { name: 'Host' }));
    expect(inside.boxSizing).toBe('border-box');
    expect(host.boxSizing).toBe('content-box');
    expect(property(screen.getByRole('region', { name: 'Host' }), '--cf-color-text')).toBe('');
  });

  it('themes a dialog it renders in a portal on <body>, outside its root', async () => {
    const { container } = render(
      <DesignSystemProvider theme="dark">
        <Terms />
      </DesignSystemProvider>,
    );
    const dialog = await openTerms();
    expect(container).not.toContainElement(dialog);
    const portal = dialog.closest('[data-cf-portal]');
    expect(portal).toHaveAttribute('data-cf-theme', 'dark');
    expect(portal?.parentElement).toBe(document.body);
    expect(property(dialog, '--cf-color-surface')).toBe('#121714');
    // The overlay is themed with it.
    expect(portal?.children).toHaveLength(2);
  });

  it('carries a made theme and the locale to its portals', async () => {
    render(
      <DesignSystemProvider theme={plum} locale="fr-CA">
        <Terms />
      </DesignSystemProvider>,
    );
    const dialog = await openTerms();
    expect(property(dialog, '--cf-color-accent')).toBe('#6b2c91');
    expect(dialog.closest('[data-cf-portal]')).toHaveAttribute('lang', 'fr-CA');
    expect(dialog.closest('[data-cf-portal]')).toHaveAttribute('data-cf-theme', 'brand');
  });

  it('renders portals into its portalContainer', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    try {
      render(
        <DesignSystemProvider portalContainer={host}>
          <Terms />
          <ToastProvider duration={5000}>
            <Toast title="Saved" />
            <ToastViewport label="Notifications" />
          </ToastProvider>
        </DesignSystemProvider>,
      );
      expect(await within(host).findByRole('region', { name: 'Notifications' })).toBeVisible();
      const dialog = await openTerms();
      expect(host).toContainElement(dialog);
    } finally {
      host.remove();
    }
  });

  it('inside another provider, overrides what it sets and inherits the rest', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    try {
      const { container } = render(
        <DesignSystemProvider theme="brand" locale="en-GB" portalContainer={host}>
          <p>Outer</p>
          <DesignSystemProvider theme="dark">
            <Terms />
          </DesignSystemProvider>
        </DesignSystemProvider>,
      );
      const [outer, inner] = container.querySelectorAll('[data-cf-root]');
      expect(property(outer!, '--cf-color-surface')).toBe('#ffffff');
      expect(property(inner!, '--cf-color-surface')).toBe('#121714');
      const dialog = await openTerms();
      expect(host).toContainElement(dialog);
      const portal = dialog.closest('[data-cf-portal]');
      expect(portal).toHaveAttribute('data-cf-theme', 'dark');
      expect(portal).toHaveAttribute('lang', 'en-GB');
    } finally {
      host.remove();
    }
  });

  it('sets the direction of everything below, portals included', async () => {
    render(
      <DesignSystemProvider dir="rtl">
        <Terms />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open the terms' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    expect((await openTerms()).closest('[data-cf-portal]')).toHaveAttribute('dir', 'rtl');
  });

  it('renders the same theme on the server: attributes and a made theme’s properties in the HTML', () => {
    const html = renderToString(
      <DesignSystemProvider theme={plum} locale="fr-CA">
        <Button>Payer</Button>
      </DesignSystemProvider>,
    );
    expect(html).toMatch(
      /^<div data-cf-root="" data-cf-theme="brand" style="--cf-color-accent:#6b2c91" lang="fr-CA">/,
    );
  });
});
