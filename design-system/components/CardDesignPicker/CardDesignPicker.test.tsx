import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CardDesignPicker, type CardDesign } from './CardDesignPicker';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

const image = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 101"><rect width="160" height="101" fill="${fill}"/></svg>`,
  )}`;

const designs: CardDesign[] = [
  { id: 'birthday', name: 'Happy Birthday', imageUrl: image('#c2410c') },
  { id: 'thank-you', name: 'Thank You', imageUrl: image('#1d4ed8') },
  { id: 'outdoors', name: 'Into the Outdoors', imageUrl: image('#15803d') },
];

const legend = 'Choose a design';

describe('CardDesignPicker', () => {
  describe('given three designs', () => {
    it('should be a group named by its legend holding one native radio per design, named by its visible name', async () => {
      const { container } = renderWithTheme(<CardDesignPicker legend={legend} designs={designs} />);
      const group = screen.getByRole('group', { name: legend });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        'Happy Birthday',
        'Thank You',
        'Into the Outdoors',
      ]);
      expect(radios.map((r) => r.getAttribute('value'))).toEqual([
        'birthday',
        'thank-you',
        'outdoors',
      ]);
      expect(radios.every((r) => r instanceof HTMLInputElement && r.type === 'radio')).toBe(true);
      expect(within(group).getByRole('radio', { name: 'Thank You' })).toBeInTheDocument();
      expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should say a name’s own language where it is not the part’s, and none otherwise', () => {
      renderWithTheme(
        <CardDesignPicker
          legend="Choisissez un motif"
          designs={designs.map((d) => (d.id === 'thank-you' ? { ...d, lang: 'en-US' } : d))}
        />,
      );
      const radio = screen.getByRole('radio', { name: 'Thank You' });
      expect(within(radio.closest('label')!).getByText('Thank You')).toHaveAttribute(
        'lang',
        'en-US',
      );
      const other = screen.getByRole('radio', { name: 'Happy Birthday' });
      expect(within(other.closest('label')!).getByText('Happy Birthday')).not.toHaveAttribute(
        'lang',
      );
    });

    it('should keep the images out of the accessibility tree (the name says which design it is)', () => {
      const { container } = renderWithTheme(<CardDesignPicker legend={legend} designs={designs} />);
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      const images = Array.from(container.querySelectorAll('img'));
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', '', '']);
      expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    });
  });

  describe('when a design is chosen', () => {
    it('should show that design checked and no other', () => {
      renderWithTheme(
        <CardDesignPicker legend={legend} designs={designs} defaultValue="thank-you" />,
      );
      expect(screen.getByRole('radio', { name: 'Thank You' })).toBeChecked();
      expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    });

    it('should enter the group at the chosen design with Tab, and leave it with the next Tab', async () => {
      const { user } = renderWithTheme(
        <>
          <button type="button">Before</button>
          <CardDesignPicker legend={legend} designs={designs} defaultValue="outdoors" />
          <button type="button">After</button>
        </>,
      );
      screen.getByRole('button', { name: 'Before' }).focus();
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Into the Outdoors' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    });

    it('should move focus and the choice with the arrow keys, wrapping at both ends, and report each design id', async () => {
      const onValueChange = vi.fn();
      const { user, container } = renderWithTheme(
        <CardDesignPicker
          legend={legend}
          designs={designs}
          defaultValue="birthday"
          onValueChange={onValueChange}
        />,
      );
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      const thankYou = screen.getByRole('radio', { name: 'Thank You' });
      expect(thankYou).toHaveFocus();
      expect(thankYou).toBeChecked();
      await user.keyboard('{ArrowDown}');
      const outdoors = screen.getByRole('radio', { name: 'Into the Outdoors' });
      expect(outdoors).toBeChecked();
      await user.keyboard('{ArrowDown}'); // wraps to the first
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toBeChecked();
      await user.keyboard('{ArrowUp}'); // wraps back to the last
      expect(outdoors).toHaveFocus();
      expect(outdoors).toBeChecked();
      await user.keyboard('{ArrowLeft}');
      expect(thankYou).toHaveFocus();
      expect(thankYou).toBeChecked();
      expect(onValueChange.mock.calls.map(([id]) => id as string)).toEqual([
        'thank-you',
        'outdoors',
        'birthday',
        'outdoors',
        'thank-you',
      ]);
      expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should choose a design on a click on its image or its name, and call onValueChange with its id', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <CardDesignPicker legend={legend} designs={designs} onValueChange={onValueChange} />,
      );
      await user.click(screen.getByText('Into the Outdoors'));
      expect(screen.getByRole('radio', { name: 'Into the Outdoors' })).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith('outdoors');
    });

    it('should check a design with Space when nothing is chosen yet', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <CardDesignPicker legend={legend} designs={designs} onValueChange={onValueChange} />,
      );
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toBeChecked();
      expect(onValueChange).toHaveBeenCalledWith('birthday');
    });
  });

  describe('when controlled', () => {
    it('should show the parent value and report requests without changing on its own', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <CardDesignPicker
          legend={legend}
          designs={designs}
          value="birthday"
          onValueChange={onValueChange}
        />,
      );
      await user.click(screen.getByRole('radio', { name: 'Thank You' }));
      expect(onValueChange).toHaveBeenCalledWith('thank-you');
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toBeChecked();
    });
  });

  describe('given an error', () => {
    it('should describe the group with the error message', async () => {
      const { container } = renderWithTheme(
        <CardDesignPicker legend={legend} designs={designs} error="Please choose a design." />,
      );
      expect(screen.getByRole('group', { name: legend })).toHaveAccessibleDescription(
        'Please choose a design.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should post the chosen design id under its name in a form', () => {
    const { container } = renderWithTheme(
      <form>
        <CardDesignPicker
          legend={legend}
          designs={designs}
          defaultValue="outdoors"
          name="designId"
        />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('designId')).toBe('outdoors');
  });

  it('should give the first radio the id passed in (an error summary links to it)', () => {
    renderWithTheme(<CardDesignPicker legend={legend} designs={designs} id="egift-design" />);
    expect(screen.getByRole('radio', { name: 'Happy Birthday' })).toHaveAttribute(
      'id',
      'egift-design',
    );
  });

  it('should render on the server as native radios with the chosen one checked', () => {
    const html = renderOnServer(
      <CardDesignPicker legend={legend} designs={designs} defaultValue="thank-you" />,
    );
    // Read the HTML as a browser would before any script runs.
    const page = document.createElement('div');
    page.innerHTML = html;
    const checked = Array.from(page.querySelectorAll('input[type="radio"][checked]'));
    expect(checked.map((input) => input.getAttribute('value'))).toEqual(['thank-you']);
    expect(checked[0]).toHaveAttribute('name', 'design');
  });
});
