// The Toast entry of @cairnfield/design-system (`@cairnfield/design-system/Toast`).
export {
  Toast,
  ToastProvider,
  ToastViewport,
  ToastOutlet,
  type ToastProps,
  type ToastOutletProps,
  type ToastProviderProps,
  type ToastViewportProps,
  type ToastLink,
  type ToastActionButton,
  type ReturnFocusTarget,
} from './Toast';
export { useToast, type ToastApi, type ShowToastOptions } from './useToast';
export { useToastQueue, ToastQueueProvider, type ToastQueue } from './useToastQueue';
