import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CONTACT } from '@changas/shared/contracts';
import { EMAIL_HREF, PHONE_HREF } from '../contact-links';

/** Changas' contact details as an <address>, for the legal pages. */
export function ContactDetails() {
  const rows = [
    { label: 'Correo electrónico', value: <Link href={EMAIL_HREF}>{CONTACT.email}</Link> },
    { label: 'Teléfono', value: <Link href={PHONE_HREF}>{CONTACT.phone}</Link> },
    { label: 'Horario de atención', value: CONTACT.supportHours },
    { label: 'Domicilio', value: CONTACT.city },
  ];
  return (
    <Box
      component="address"
      sx={{
        fontStyle: 'normal',
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Typography component="li" key={row.label}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {row.label}:
            </Box>{' '}
            {row.value}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
