// TextField's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface TextFieldMessages {
  /** After the label of a required field when necessityIndicator is 'label'. */
  'TextField.required': string;
  /** After the label of an optional field when necessityIndicator is 'label'. */
  'TextField.optional': string;
  /** The counter as shown ('12/140'). */
  'TextField.counter': MessageWith<{ count: number; max: number }>;
  /** The counter as read with the field ('12 of 140 characters used'). */
  'TextField.counterDescription': MessageWith<{ count: number; max: number }>;
  /** Said after typing pauses near the limit ('3 characters remaining'). */
  'TextField.remaining': MessageWith<{ remaining: number }>;
  /** Said after typing pauses at the limit. */
  'TextField.limitReached': string;
  /** Said after typing pauses past the limit ('2 characters over the limit'). */
  'TextField.overLimit': MessageWith<{ over: number }>;
}

export const textFieldMessages: TextFieldMessages = {
  'TextField.required': '(required)',
  'TextField.optional': '(optional)',
  'TextField.counter': '{count}/{max}',
  'TextField.counterDescription': '{count} of {max} characters used',
  'TextField.remaining': ({ remaining }, { plural }) =>
    plural(remaining, { one: '# character remaining', other: '# characters remaining' }),
  'TextField.limitReached': 'Character limit reached',
  'TextField.overLimit': ({ over }, { plural }) =>
    plural(over, { one: '# character over the limit', other: '# characters over the limit' }),
};
