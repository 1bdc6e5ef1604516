// The StorePicker entry of @cairnfield/design-system (`@cairnfield/design-system/StorePicker`).
export {
  StorePicker,
  type StorePickerCopy,
  type StorePickerProps,
  type StorePickerStore,
} from './StorePicker';
