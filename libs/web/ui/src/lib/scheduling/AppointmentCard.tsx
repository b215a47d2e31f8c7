import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { ROUTES, type AppointmentView } from '@changas/shared/contracts';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { longDate, shortDateOfInstant } from './calendar-dates';

/** 'sent': the viewer asked for it and sees the provider; 'received': the viewer provides it and sees the client. */
export type AppointmentPerspective = 'sent' | 'received';

export const APPOINTMENT_CARD_TEXTS = {
  provider: 'Proveedor',
  client: 'Cliente',
  message: 'Mensaje',
  rejectionReason: 'Motivo del rechazo',
  requestedOn: (date: string) => `Solicitada el ${date}`,
} as const;

/** 'Lunes, 2 de marzo de 2026 · 09:00' */
export const appointmentWhen = ({ date, time_slot }: Pick<AppointmentView, 'date' | 'time_slot'>) =>
  `${longDate(date)} · ${time_slot}`;

export interface AppointmentCardProps {
  appointment: AppointmentView;
  perspective: AppointmentPerspective;
  /** 'card' stacks everything (a kanban column); 'row' lays it out across a list on wide screens. */
  layout?: 'card' | 'row';
  /** What happens next, e.g. 'Podrás calificar después del servicio'. */
  note?: string;
  /** The viewer's buttons for this request. */
  actions?: ReactNode;
  /** A change to this request is under way. */
  busy?: boolean;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', '& svg': { mt: '1px' } }}
    >
      {icon}
      <span>{children}</span>
    </Typography>
  );
}

/**
 * One request (turno): its service, when, the other person, the client's message, the status and,
 * when rejected, the provider's reason. Named by its service and time, so equal titles stay apart.
 */
export function AppointmentCard({
  appointment,
  perspective,
  layout = 'card',
  note,
  actions,
  busy = false,
}: AppointmentCardProps) {
  const titleId = useId();
  const whenId = useId();
  const { service, provider, notes, status } = appointment;
  const reason = appointment.rejection_reason ?? appointment.rejectionReason;
  const place = [provider.providerLocality, provider.providerProvince].filter(Boolean).join(', ');
  const row = layout === 'row';

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`${titleId} ${whenId}`}
      aria-busy={busy}
      sx={{
        p: 2,
        borderRadius: 2,
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: row ? { xs: 'column', md: 'row' } : 'column',
        gap: row ? { xs: 1.5, md: 3 } : 1.5,
        alignItems: row ? { md: 'center' } : undefined,
      }}
    >
      {/* A bar rather than a faded card: the texts keep their contrast while the change is under way. */}
      {busy && <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          // A row keeps the status beside the title, so it does not drift with the width of the actions.
          sx={{ justifyContent: row ? 'flex-start' : 'space-between', alignItems: 'flex-start' }}
        >
          <Typography id={titleId} variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
            <Link component={RouterLink} to={ROUTES.serviceDetail(service.id)} color="inherit">
              {service.title}
            </Link>
          </Typography>
          <AppointmentStatusChip status={status} />
        </Stack>
        <Typography id={whenId} variant="body2" sx={{ display: 'flex', gap: 0.75, fontWeight: 700 }}>
          <EventIcon fontSize="small" color="primary" aria-hidden />
          {appointmentWhen(appointment)}
        </Typography>
        {perspective === 'sent' ? (
          <>
            <Detail icon={<PersonOutlineIcon fontSize="small" aria-hidden />}>
              {`${APPOINTMENT_CARD_TEXTS.provider}: ${provider.providerName}`}
            </Detail>
            {place && <Detail icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />}>{place}</Detail>}
          </>
        ) : (
          <Detail icon={<PersonOutlineIcon fontSize="small" aria-hidden />}>
            {`${APPOINTMENT_CARD_TEXTS.client}: ${appointment.client_name}`}
          </Detail>
        )}
        {notes && (
          <Detail icon={<ChatBubbleOutlineIcon fontSize="small" aria-hidden />}>
            {`${APPOINTMENT_CARD_TEXTS.message}: “${notes}”`}
          </Detail>
        )}
        {status === 'rejected' && reason && (
          <Box
            sx={(theme) => ({
              p: 1.25,
              borderRadius: 1.5,
              bgcolor: alpha(theme.palette.error.main, 0.08),
              color: 'error.dark',
              fontSize: '0.875rem',
            })}
          >
            <strong>{`${APPOINTMENT_CARD_TEXTS.rejectionReason}: `}</strong>
            {reason}
          </Box>
        )}
        {note && (
          <Detail icon={<InfoOutlinedIcon fontSize="small" color="info" aria-hidden />}>
            <Box component="span" sx={{ color: 'text.primary' }}>
              {note}
            </Box>
          </Detail>
        )}
        <Typography variant="caption" color="text.secondary">
          {APPOINTMENT_CARD_TEXTS.requestedOn(shortDateOfInstant(appointment.created_at))}
        </Typography>
      </Stack>
      {actions && (
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            flexShrink: 0,
            justifyContent: row ? { md: 'flex-end' } : undefined,
            maxWidth: row ? { md: 280 } : undefined,
          }}
        >
          {actions}
        </Stack>
      )}
    </Card>
  );
}
