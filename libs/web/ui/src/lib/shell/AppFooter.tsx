import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT, ROUTES } from '@changas/shared/contracts';
import { BrandLogo } from './BrandLogo';

const FOOTER_COLUMNS = [
  {
    title: 'Explorar',
    links: [
      { label: 'Servicios', to: ROUTES.services },
      { label: 'Cómo funciona', to: ROUTES.howItWorks },
      { label: 'Ofrecer un servicio', to: ROUTES.offerService },
    ],
  },
  {
    title: 'Changas',
    links: [
      { label: 'Nosotros', to: ROUTES.aboutUs },
      { label: 'Centro de ayuda', to: ROUTES.help },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Términos y condiciones', to: ROUTES.terms },
      { label: 'Política de privacidad', to: ROUTES.privacy },
    ],
  },
] as const;

export function AppFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'common.white', mt: 'auto', pt: 6, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 1.5, opacity: 0.9 }}>
              Encuentra y contrata servicios de confianza cerca de tu casa, en toda la Argentina.
            </Typography>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 3, md: 2 }}>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="inherit">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 3, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Contacto
            </Typography>
            <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
              <Link href={`mailto:${CONTACT.email}`} color="inherit">
                {CONTACT.email}
              </Link>
              <Link href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`} color="inherit">
                {CONTACT.phone}
              </Link>
              <Typography variant="body2">{CONTACT.city}</Typography>
            </Stack>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)', opacity: 0.9 }}
        >
          © {year} Changas. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
