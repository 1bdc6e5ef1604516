/**
 * The product page's layout (spec 2, breakpoints of spec 9). Phone and tablet: one column in the
 * spec's order. Desktop (1024 px and up): the image and the rating below it on the left, the
 * name and the purchase actions on the right, the details across the page.
 */
import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@cairnfield/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: `"left rightTop" "left rightBottom"`,
      columnGap: vars.space.xlarge,
    },
    [mediaQuery.large]: { columnGap: vars.space.xxlarge },
  },
});

/**
 * Column wrappers. Below 1024 px they do not exist for layout (display: contents), so their
 * children flow in DOM order: name, rating, image, purchase. From 1024 px they are the columns.
 */
const column = (area: string) =>
  style({
    display: 'contents',
    '@media': {
      [mediaQuery.desktop]: {
        display: 'grid',
        gap: vars.space.medium,
        gridArea: area,
        minWidth: 0,
      },
    },
  });
export const rightTop = column('rightTop');
export const left = column('left');
export const rightBottom = column('rightBottom');

export const header = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const media = style({ minWidth: 0 });
export const buy = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/**
 * The rating summary is rendered twice: above the image below 1024 px, below it from 1024 px.
 * display:none takes the hidden copy out of the accessibility tree, so one is read at a time.
 */
export const ratingAbove = style({
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});
export const ratingBelow = style({
  display: 'none',
  '@media': { [mediaQuery.desktop]: { display: 'block' } },
});
/** Same height before and after the statistics arrive (no layout shift). */
export const ratingSlot = style({ minHeight: 32, display: 'flex', alignItems: 'center' });

export const title = style({
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.strong,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.font.size.xxlarge } },
});

export const about = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
export const aboutItem = style({ display: 'flex', gap: vars.space.xxsmall });
export const aboutTerm = style({ fontWeight: vars.font.weight.medium });
export const aboutValue = style({ margin: 0 });

export const previewBanner = style({ gridColumn: '1 / -1' });

export const messages = style({ display: 'grid', gap: vars.space.xsmall });
export const promo = style({
  color: vars.color.positive,
  fontWeight: vars.font.weight.medium,
});

export const disclaimer = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const details = style({ minWidth: 0 });
