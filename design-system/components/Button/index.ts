// The Button entry of @cairnfield/design-system (`@cairnfield/design-system/Button`).
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
