import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { APPOINTMENT_STATUS_RULES, type AppointmentView } from '@changas/shared/contracts';
import { COMMON_TEXTS, FormTextField, appointmentWhen } from '@changas/web/ui';
import { REQUESTS_TEXTS } from './requests-texts';

const TEXTS = REQUESTS_TEXTS.received;
const { required, maxLength } = APPOINTMENT_STATUS_RULES.rejectionReason;

/** The reason must say something (spec section 5), in at most 500 characters counted as the API counts them. */
const reasonRules = {
  validate: (reason: string) => {
    if (reason.trim() === '') return required;
    return [...reason.trim()].length <= maxLength.value || maxLength.message;
  },
};

export interface RejectRequestDialogProps {
  appointment: AppointmentView;
  open: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  onExited: () => void;
}

/** Asks the provider why a request is rejected; the client reads the answer on /my-requests. */
export function RejectRequestDialog({
  appointment,
  open,
  onReject,
  onCancel,
  onExited,
}: RejectRequestDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { control, handleSubmit } = useForm({ defaultValues: { reason: '' } });

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(({ reason }) => onReject(reason.trim()))}>
        <DialogTitle id={titleId}>{TEXTS.rejectTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} component="div" sx={{ mb: 2 }}>
            <Box component="strong" sx={{ display: 'block', color: 'text.primary' }}>
              {appointment.service.title}
            </Box>
            {`${appointmentWhen(appointment)} · ${appointment.client_name}`}
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            rules={reasonRules}
            label={TEXTS.rejectReason}
            helperText={TEXTS.rejectHint}
            required
            autoFocus
            multiline
            minRows={3}
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onCancel}>
            {COMMON_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error">
            {TEXTS.reject}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
