import type { ReactNode } from 'react';
import { lazyDialog } from '../lazy/lazy-component';

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

const LazyConfirmDialog = lazyDialog(
  () => import('./ConfirmDialogContent'),
  (module) => module.ConfirmDialogContent,
);

/**
 * Asks before an action. Focus moves into the dialog (onto Cancel when the action is destructive)
 * and returns to the control that opened it; Escape and the backdrop cancel unless busy. Its code
 * (MUI's dialog and modal) loads apart from the page that offers it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyConfirmDialog {...props} />;
}
