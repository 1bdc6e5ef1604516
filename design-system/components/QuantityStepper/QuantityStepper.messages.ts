// QuantityStepper's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface QuantityStepperMessages {
  /** The label, the spinbutton's name. */
  'QuantityStepper.label': string;
  /** The minus button's name. */
  'QuantityStepper.decrement': string;
  /** The plus button's name. */
  'QuantityStepper.increment': string;
  /** Said politely once the quantity settles: the label and the value ('Quantity 3'). */
  'QuantityStepper.announcement': MessageWith<{ label: string; value: number }>;
}

export const quantityStepperMessages: QuantityStepperMessages = {
  'QuantityStepper.label': 'Quantity',
  'QuantityStepper.decrement': 'Decrease quantity',
  'QuantityStepper.increment': 'Increase quantity',
  'QuantityStepper.announcement': '{label} {value}',
};
