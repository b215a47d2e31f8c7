import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { TOAST_DURATION_MS } from '@changas/shared/contracts';

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

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, duration = TOAST_DURATION_MS, onClose } = toast;
  const close = useCallback(() => {
    onClose?.();
    onDismiss(id);
  }, [id, onClose, onDismiss]);

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = setTimeout(close, duration);
    return () => clearTimeout(timer);
  }, [duration, close]);

  return (
    <Slide direction="left" in mountOnEnter>
      <Alert
        severity={toast.type}
        variant="filled"
        role={toast.type === 'error' ? 'alert' : 'status'}
        onClose={close}
        slotProps={{ closeButton: { title: 'Cerrar' } }}
        sx={{ width: '100%', boxShadow: 3 }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Slide>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts shown from the start (stories and tests). */
  initialToasts?: Toast[];
}

/** The global notification system: success, error, warning and info messages that close by themselves. */
export function ToastProvider({ children, initialToasts = [] }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>(initialToasts);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback((options: ToastOptions) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        aria-live="polite"
        spacing={1.5}
        sx={{
          position: 'fixed',
          top: { xs: 'auto', sm: 80 },
          bottom: { xs: 16, sm: 'auto' },
          right: 16,
          left: { xs: 16, sm: 'auto' },
          width: { sm: 380 },
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
