import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { preloadWhenIdle } from '../lazy/preload-when-idle';

// The toasts' look (Alert, Slide) is not part of the first paint: it loads once the page is idle, or
// with the first toast if that comes sooner. The live region itself is there from the start. Not
// React.lazy: a lazy component suspends on its first render even when its code is already here, and
// a toast shown just before a navigation would then never appear.
type ToastListComponent = (typeof import('./ToastList'))['ToastList'];
let loadedToastList: ToastListComponent | undefined;
const loadToastList = () => import('./ToastList').then(({ ToastList }) => (loadedToastList = ToastList));

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
  onClose?: () => void;
}

export interface Toast extends ToastOptions {
  id: number;
}

interface ToastApi {
  notify: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts shown from the start (stories and tests). */
  initialToasts?: Toast[];
}

/** The global notification system: success, error, warning and info messages that close by themselves. */
export function ToastProvider({ children, initialToasts = [] }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>(initialToasts);
  const [ToastList, setToastList] = useState(() => loadedToastList);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback((options: ToastOptions) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  const showToastList = useCallback(() => loadToastList().then((list) => setToastList(() => list)), []);
  useEffect(() => (ToastList ? undefined : preloadWhenIdle(showToastList)), [ToastList, showToastList]);
  // A toast before the idle preload loads the list at once.
  useEffect(() => {
    if (!ToastList && toasts.length > 0) void showToastList().catch(() => undefined);
  }, [ToastList, toasts.length, showToastList]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        aria-live="polite"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          position: 'fixed',
          top: { xs: 'auto', sm: 80 },
          bottom: { xs: 16, sm: 'auto' },
          right: 16,
          left: { xs: 16, sm: 'auto' },
          width: { sm: 380 },
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        {ToastList && toasts.length > 0 && <ToastList toasts={toasts} onDismiss={dismiss} />}
      </Box>
    </ToastContext.Provider>
  );
}
