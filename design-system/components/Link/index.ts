// The Link entry of @cairnfield/design-system (`@cairnfield/design-system/Link`).
export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link';
