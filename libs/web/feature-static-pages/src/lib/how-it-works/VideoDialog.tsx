import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The explainer video is not produced yet: the dialog says so, with no player or play button that
 * would promise one.
 */
export function VideoDialog({ open, onClose }: VideoDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Video explicativo</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ color: 'text.secondary' }}>
          El video explicativo estará disponible muy pronto. Mientras tanto, en esta página encontrarás los
          cuatro pasos para contratar u ofrecer un servicio en Changas.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
