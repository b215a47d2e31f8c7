import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { CONTACT } from '@changas/shared/contracts';
import { FeatureCard } from '@changas/web/ui';
import { PHONE_HREF, SUPPORT_EMAIL_HREF } from '../contact-links';

/** Live chat, email and phone. The chat has no backend yet: its button explains when it opens. */
export function SupportOptions() {
  const [chatInfoOpen, setChatInfoOpen] = useState(false);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FeatureCard
          icon={<ChatIcon />}
          title="Chat en vivo"
          description={`Habla con nuestro equipo en tiempo real. ${CONTACT.supportHours}.`}
          action={
            <Button variant="contained" onClick={() => setChatInfoOpen(true)}>
              Iniciar chat
            </Button>
          }
        >
          {chatInfoOpen && (
            <Alert
              severity="info"
              role="status"
              onClose={() => setChatInfoOpen(false)}
              sx={{
                px: 1.5,
                '& .MuiAlert-icon': { mr: 1 },
                '& .MuiAlert-message': { overflow: 'visible' },
              }}
            >
              El chat en vivo abre de lunes a viernes de 9:00 a 18:00 (hora de Argentina). Fuera de ese
              horario, escríbenos a {CONTACT.supportEmail} y te responderemos en menos de 24 horas.
            </Alert>
          )}
        </FeatureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FeatureCard
          icon={<EmailIcon />}
          title="Email"
          description="Respondemos en menos de 24 horas."
          action={
            <Button variant="outlined" href={SUPPORT_EMAIL_HREF}>
              {CONTACT.supportEmail}
            </Button>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FeatureCard
          icon={<PhoneIcon />}
          title="Teléfono"
          description={`${CONTACT.supportHours}.`}
          action={
            <Button variant="outlined" href={PHONE_HREF}>
              {CONTACT.phone}
            </Button>
          }
        />
      </Grid>
    </Grid>
  );
}
