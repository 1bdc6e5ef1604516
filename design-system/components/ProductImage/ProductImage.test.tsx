import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProductImage, cardAspectRatio, largeImageMedia } from './ProductImage';
import { imageSwitchWidth } from '../../css/breakpoints';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('ProductImage', () => {
  describe('given a small and a large source', () => {
    it('should render a picture with one 1024 px source and an img fallback with its alt', async () => {
      const { container } = renderWithTheme(
        <ProductImage
          src="/img/card-small.png"
          largeSrc="/img/card-large.png"
          alt="Cairnfield gift card"
        />,
      );
      const img = screen.getByRole('img', { name: 'Cairnfield gift card' });
      const picture = img.parentElement!;
      expect(picture.tagName).toBe('PICTURE');
      const sources = picture.querySelectorAll('source');
      expect(sources).toHaveLength(1);
      expect(sources[0]).toHaveAttribute('media', '(min-width: 1024px)');
      expect(sources[0]).toHaveAttribute('srcset', '/img/card-large.png');
      expect(img).toHaveAttribute('src', '/img/card-small.png');
      expect(largeImageMedia).toBe(`(min-width: ${imageSwitchWidth}px)`);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should reserve a card-shaped box with width and height attributes', () => {
      renderWithTheme(<ProductImage src="/a.png" alt="Card" />);
      const img = screen.getByRole('img', { name: 'Card' });
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', String(Math.round(800 / cardAspectRatio)));
      expect(img.parentElement).toHaveStyle({ aspectRatio: String(cardAspectRatio) });
      expect(cardAspectRatio).toBeCloseTo(1.586, 3);
    });
  });

  describe('loading hints', () => {
    it('should be lazy with auto priority by default', () => {
      renderWithTheme(<ProductImage src="/a.png" alt="Card" />);
      const img = screen.getByRole('img');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'auto');
    });

    it('should be eager and high priority for the main image', () => {
      renderWithTheme(
        <ProductImage src="/a.png" alt="Card" loading="eager" fetchPriority="high" />,
      );
      const img = screen.getByRole('img');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    });
  });

  it('should take another aspect ratio and explicit dimensions', () => {
    renderWithTheme(<ProductImage src="/a.png" alt="Square" aspectRatio={1} width={600} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('height', '600');
    expect(img.parentElement).toHaveStyle({ aspectRatio: '1' });
  });

  describe('sizes', () => {
    it('should leave sizes out where no candidate has a width descriptor (HTML forbids it)', () => {
      const { container } = renderWithTheme(
        <ProductImage src="/s.png" largeSrc="/l.png" alt="Card" sizes="(min-width: 1024px) 58vw" />,
      );
      expect(container.querySelector('source')).not.toHaveAttribute('sizes');
      expect(screen.getByRole('img', { name: 'Card' })).not.toHaveAttribute('sizes');
    });

    it('should write sizes on a source whose candidates have width descriptors', () => {
      const { container } = renderWithTheme(
        <ProductImage src="/s.png" largeSrc="/l.png 960w, /xl.png 1920w" alt="Card" sizes="58vw" />,
      );
      expect(container.querySelector('source')).toHaveAttribute('sizes', '58vw');
    });
  });

  it('should leave out the source without a large image', () => {
    const { container } = renderWithTheme(<ProductImage src="/a.png" alt="Card" />);
    expect(container.querySelector('source')).toBeNull();
  });

  it('should render on the server with the picture markup', () => {
    const html = renderOnServer(
      <ProductImage
        src="/s.png"
        largeSrc="/l.png"
        alt="Card"
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(html).toMatch(
      /<picture[^>]*><source media="\(min-width: 1024px\)" srcSet="\/l.png"\/><img/,
    );
    expect(html).toContain('fetchPriority="high"');
  });
});
