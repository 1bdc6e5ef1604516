// Toast's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface ToastMessages {
  /** The close button's name. */
  'Toast.dismiss': string;
  /** The toast region's name; hotkey is the keys that reach it ('F8'). */
  'Toast.region': MessageWith<{ hotkey: string }>;
  /** Read before each toast's text ('Notification Added to cart'). */
  'Toast.announcement': string;
}

export const toastMessages: ToastMessages = {
  'Toast.dismiss': 'Dismiss notification',
  'Toast.region': 'Notifications ({hotkey})',
  'Toast.announcement': 'Notification',
};
