import Chip from '@mui/material/Chip';
import {
  APPOINTMENT_STATUS_LABELS,
  UNKNOWN_STATUS_LABEL,
  type AppointmentStatus,
} from '@changas/shared/contracts';

const isKnownStatus = (status: string): status is AppointmentStatus =>
  Object.hasOwn(APPOINTMENT_STATUS_LABELS, status);

/** 'Pendiente', 'Aceptada'… and 'Desconocido' for a status the screen does not know (spec section 4). */
export const appointmentStatusLabel = (status: string): string =>
  isKnownStatus(status) ? APPOINTMENT_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;

// Tinted backgrounds with dark text: every pair reads above 7:1, unlike MUI's filled warning chip.
const TONES: Record<AppointmentStatus | 'unknown', { bgcolor: string; color: string }> = {
  pending: { bgcolor: '#FEF3C7', color: '#78350F' },
  accepted: { bgcolor: '#DBEAFE', color: '#1E3A8A' },
  completed: { bgcolor: '#DCFCE7', color: '#14532D' },
  rejected: { bgcolor: '#FEE2E2', color: '#7F1D1D' },
  cancelled: { bgcolor: '#E5E7EB', color: '#1F2937' },
  expired: { bgcolor: '#E5E7EB', color: '#1F2937' },
  unknown: { bgcolor: '#E5E7EB', color: '#1F2937' },
};

/** An appointment's status as a coloured label. */
export function AppointmentStatusChip({ status }: { status: string }) {
  return (
    <Chip
      label={appointmentStatusLabel(status)}
      size="small"
      sx={{ ...TONES[isKnownStatus(status) ? status : 'unknown'], fontWeight: 700 }}
    />
  );
}
