import { useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Slide from '@mui/material/Slide';
import { TOAST_DURATION_MS } from '@changas/shared/contracts';
import type { Toast } from './ToastProvider';

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

/** The toasts on screen; ToastProvider loads this (Alert, Slide and their icons) apart from the first page. */
export function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
}
