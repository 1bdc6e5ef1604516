// The TextField entry of @cairnfield/design-system (`@cairnfield/design-system/TextField`).
export { TextField, type TextFieldProps } from './TextField';
