import { createContext } from 'react';
import type { ToastApi } from './toast-constants';

/** Set by `ToastProvider`; read through `useToast()`. */
export const ToastContext = createContext<ToastApi | null>(null);
