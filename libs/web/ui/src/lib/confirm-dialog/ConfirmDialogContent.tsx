import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog of ConfirmDialog, loaded apart from the pages that offer it. */
export function ConfirmDialogContent({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busyLabel = 'Procesando...',
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'aria-busy': busy }, transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus={destructive} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          autoFocus={!destructive}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
