// Modal's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface ModalMessages {
  /** The close button's name. */
  'Modal.close': string;
  /** Names the scrolling body when the title is not plain text. */
  'Modal.content': string;
}

export const modalMessages: ModalMessages = {
  'Modal.close': 'Close',
  'Modal.content': 'Dialog content',
};
