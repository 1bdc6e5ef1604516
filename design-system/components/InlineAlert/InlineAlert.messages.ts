// InlineAlert's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface InlineAlertMessages {
  /** Read before an error's text, so the tone never rests on colour or icon. */
  'InlineAlert.error': string;
  /** Read before a warning's text. */
  'InlineAlert.warning': string;
  /** Read before an information's text. */
  'InlineAlert.info': string;
  /** Read before a success's text. */
  'InlineAlert.success': string;
}

export const inlineAlertMessages: InlineAlertMessages = {
  'InlineAlert.error': 'Error',
  'InlineAlert.warning': 'Warning',
  'InlineAlert.info': 'Information',
  'InlineAlert.success': 'Success',
};
