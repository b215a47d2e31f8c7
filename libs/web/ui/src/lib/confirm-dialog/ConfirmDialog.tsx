import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** The action is under way: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** A destructive action: red confirm button, and Cancel takes the initial focus. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Runs once the dialog has finished closing, e.g. to move focus when the trigger is gone. */
  onExited?: () => void;
}

/**
 * Asks before an action. Focus moves into the dialog (onto Cancel when the action is destructive)
 * and returns to the control that opened it; Escape and the backdrop cancel unless busy.
 */
export function ConfirmDialog({
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
