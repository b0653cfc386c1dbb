import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ERROR_DIALOG_DELAY_MS } from '@/config/app';
import type { ErrorDialogViewProps } from './error-dialog-view';

export { ERROR_DIALOG_TITLE } from './error-dialog-title';

export interface ErrorDialogApi {
  /** Opens the error dialog after the spec's 500 ms delay, optionally with messages under the header. */
  show: (messages?: string | readonly string[]) => void;
}

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

let viewModule: Promise<ComponentType<ErrorDialogViewProps>> | null = null;
/** The MUI Dialog is loaded when first needed, keeping it out of the first page load. */
function loadView(): Promise<ComponentType<ErrorDialogViewProps>> {
  viewModule ??= import('./error-dialog-view').then((m) => m.ErrorDialogView);
  return viewModule;
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [View, setView] = useState<ComponentType<ErrorDialogViewProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<readonly string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((input?: string | readonly string[]) => {
    const list = input === undefined ? [] : typeof input === 'string' ? [input] : input;
    void loadView().then((component) => setView(() => component));
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessages(list);
      setOpen(true);
    }, ERROR_DIALOG_DELAY_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const api = useMemo<ErrorDialogApi>(() => ({ show }), [show]);

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      {View && <View open={open} messages={messages} onClose={() => setOpen(false)} />}
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog must be used inside ErrorDialogProvider');
  return api;
}
