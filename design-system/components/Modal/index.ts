// The Modal entry of @cairnfield/design-system (`@cairnfield/design-system/Modal`).
export { Modal, modalSizes, type ModalProps, type ModalSize } from './Modal';
