import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Toasts with a title and a message. They are rendered by notistack (bottom-right, 3000 ms, see
 * toast-host.tsx), which is loaded on the first toast so it stays out of the login page's first load.
 */

export interface ToastRequest {
  severity: AlertColor;
  title: string;
  message: string;
  /** Sticky: stays until closed. */
  persist: boolean;
}

export type EnqueueToast = (toast: ToastRequest) => void;

export interface ToastOptions {
  persist?: boolean;
}

export interface ToastApi {
  show: (severity: AlertColor, title: string, message?: string, options?: ToastOptions) => void;
  success: (title: string, message?: string, options?: ToastOptions) => void;
  error: (title: string, message?: string, options?: ToastOptions) => void;
  info: (title: string, message?: string, options?: ToastOptions) => void;
  warning: (title: string, message?: string, options?: ToastOptions) => void;
}

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostNeeded, setHostNeeded] = useState(false);
  const enqueueRef = useRef<EnqueueToast | null>(null);
  const pending = useRef<ToastRequest[]>([]);

  const register = useCallback((enqueue: EnqueueToast | null) => {
    enqueueRef.current = enqueue;
    if (!enqueue) return;
    const queued = pending.current.splice(0);
    for (const toast of queued) enqueue(toast);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = (severity, title, message = '', options) => {
      const toast: ToastRequest = { severity, title, message, persist: options?.persist ?? false };
      if (enqueueRef.current) enqueueRef.current(toast);
      else {
        pending.current.push(toast);
        setHostNeeded(true);
      }
    };
    return {
      show,
      success: (title, message, options) => show('success', title, message, options),
      error: (title, message, options) => show('error', title, message, options),
      info: (title, message, options) => show('info', title, message, options),
      warning: (title, message, options) => show('warning', title, message, options),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hostNeeded && (
        <Suspense fallback={null}>
          <ToastHost register={register} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** e.g. `toast.error('Erro', 'Impossível realizar o login.')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
