// The CardDesignPicker entry of @cairnfield/design-system.
export { CardDesignPicker, type CardDesignPickerProps, type CardDesign } from './CardDesignPicker';
