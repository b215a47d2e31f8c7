import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { PHONE_RULES, ROUTES, type AppointmentView, whatsAppNumber } from '@changas/shared/contracts';
import { useProfile } from '@changas/web/data-access';
import { REQUESTS_TEXTS } from './requests-texts';

/**
 * Asks the user for a mobile phone when an accepted turno would offer the other party a WhatsApp
 * link to them and their own phone gives none.
 */
export function OwnPhoneNotice({ appointments }: { appointments: readonly AppointmentView[] }) {
  const profile = useProfile();
  const hasAccepted = appointments.some(({ status }) => status === 'accepted');
  if (!profile.data || !hasAccepted || whatsAppNumber(profile.data.phone)) return null;

  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      {`${PHONE_RULES.mobileNeeded}. `}
      <Link component={RouterLink} to={ROUTES.profile} underline="always">
        {REQUESTS_TEXTS.goToProfile}
      </Link>
    </Alert>
  );
}
