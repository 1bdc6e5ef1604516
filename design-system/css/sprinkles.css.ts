import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/vars.css';
import { mediaQuery } from './breakpoints';

const space = vars.space;

/** Responsive layout atoms, by the breakpoints of spec 9. */
const responsiveProperties = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
    large: { '@media': mediaQuery.large },
  },
  defaultCondition: 'phone',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    gridTemplateColumns: {
      '1': '1fr',
      '2': 'repeat(2, minmax(0, 1fr))',
      product: 'minmax(0, 7fr) minmax(0, 5fr)',
    },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour atoms: only semantic theme variables. */
const colourProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      critical: vars.color.critical,
      positive: vars.color.positive,
      link: vars.color.link,
    },
    background: { surface: vars.color.surface, muted: vars.color.surfaceMuted },
    fontWeight: vars.font.weight,
    fontSize: vars.font.size,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
