import { useContext } from 'react';
import { notify } from './toast-bus';
import type { ToastApi } from './toast-constants';
import { ToastContext } from './toast-context';

/**
 * `{ success, error, info, show, dismiss }` of the nearest `ToastProvider`:
 * `success(message = 'Operation succeeded!', timeoutMs = 5000)`,
 * `error(message = 'Operation not successful', timeoutMs = 5000)`,
 * `info(message = 'Info', timeoutMs = 5000)`, `show({ message, severity, timeoutMs })`.
 * Each returns the toast's id. Outside a provider it falls back to the module-level `notify`,
 * whose toasts wait until a provider mounts.
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? notify;
}
