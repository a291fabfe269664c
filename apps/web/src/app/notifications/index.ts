export { ToastProvider, TOAST_CLOSE_LABEL, TOAST_REGION_LABEL, type ToastProviderProps } from './ToastProvider';
export { useToast } from './use-toast';
export { notify, subscribeToToasts, type ToastEvent, type ToastListener } from './toast-bus';
export {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_INFO_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  DEFAULT_TOAST_MESSAGES,
  DEFAULT_TOAST_TIMEOUT_MS,
  LONG_TOAST_TIMEOUT_MS,
  MAX_VISIBLE_TOASTS,
  SHORT_TOAST_TIMEOUT_MS,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastSeverity,
} from './toast-constants';
