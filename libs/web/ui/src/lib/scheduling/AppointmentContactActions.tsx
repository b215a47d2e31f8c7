import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GoogleIcon from '@mui/icons-material/Google';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { AppointmentView } from '@changas/shared/contracts';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import type { AppointmentPerspective } from './AppointmentCard';
import { counterpartName, googleCalendarHref, whatsAppHref } from './appointment-links';

export const APPOINTMENT_CONTACT_TEXTS = {
  whatsApp: 'Contactar por WhatsApp',
  noWhatsApp: (name: string) => `${name} no tiene un celular cargado para WhatsApp.`,
  addToCalendar: 'Agregar al calendario',
  addingToCalendar: 'Descargando...',
  googleCalendar: 'Google Calendar',
  newTab: '(se abre en una pestaña nueva)',
} as const;

export interface AppointmentContactActionsProps {
  /** An accepted appointment; nothing is shown for any other status. */
  appointment: AppointmentView;
  perspective: AppointmentPerspective;
  /** Downloads the turno's invite (.ics). */
  onAddToCalendar: () => void;
  /** The invite is downloading. */
  addingToCalendar?: boolean;
}

/** Said to screen readers only: the link leaves the page for another tab. */
const NewTabHint = () => (
  <Box component="span" sx={visuallyHiddenSx}>
    {` ${APPOINTMENT_CONTACT_TEXTS.newTab}`}
  </Box>
);

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * What an accepted turno offers both parties: a WhatsApp chat with the other one (or why there is
 * none), the invite for their calendar, and a Google Calendar event. Goes in AppointmentCard's actions.
 */
export function AppointmentContactActions({
  appointment,
  perspective,
  onAddToCalendar,
  addingToCalendar = false,
}: AppointmentContactActionsProps) {
  if (appointment.status !== 'accepted') return null;
  const whatsApp = whatsAppHref(appointment, perspective);

  return (
    <>
      {whatsApp ? (
        <Button
          component="a"
          href={whatsApp}
          {...newTab}
          variant="contained"
          color="success"
          size="small"
          startIcon={<WhatsAppIcon aria-hidden />}
        >
          {APPOINTMENT_CONTACT_TEXTS.whatsApp}
          <NewTabHint />
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
          {APPOINTMENT_CONTACT_TEXTS.noWhatsApp(counterpartName(appointment, perspective))}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventAvailableIcon aria-hidden />}
        onClick={onAddToCalendar}
        disabled={addingToCalendar}
      >
        {addingToCalendar
          ? APPOINTMENT_CONTACT_TEXTS.addingToCalendar
          : APPOINTMENT_CONTACT_TEXTS.addToCalendar}
      </Button>
      <Button
        component="a"
        href={googleCalendarHref(appointment, perspective)}
        {...newTab}
        variant="outlined"
        size="small"
        startIcon={<GoogleIcon aria-hidden />}
      >
        {APPOINTMENT_CONTACT_TEXTS.googleCalendar}
        <NewTabHint />
      </Button>
    </>
  );
}
