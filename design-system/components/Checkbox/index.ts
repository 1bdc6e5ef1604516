// The Checkbox entry of @cairnfield/design-system (`@cairnfield/design-system/Checkbox`).
export { Checkbox, type CheckboxProps } from './Checkbox';
