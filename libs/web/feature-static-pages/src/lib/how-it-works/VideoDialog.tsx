import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The explainer video is not produced yet: the dialog says so instead of loading a player. */
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
        <Box
          aria-hidden
          sx={{
            aspectRatio: '16 / 9',
            borderRadius: 2,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'grid',
            placeItems: 'center',
            mb: 2,
          }}
        >
          <PlayCircleIcon sx={{ fontSize: 72, opacity: 0.9 }} />
        </Box>
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
