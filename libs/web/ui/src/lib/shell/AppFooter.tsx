import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
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

/** A column stack with 8 px between lines (Stack's spacing={1}, without loading Stack on every page). */
const stacked = { display: 'flex', flexDirection: 'column', gap: 1 } as const;

/**
 * The width of `columns` of 12 in a row whose items are 32 px apart: the CSS of Grid's `size`, so the
 * footer keeps Grid's layout to the pixel without loading Grid on every page.
 */
const span = (columns: number) => `calc(100% * ${columns} / 12 - ${12 - columns} * (32px / 12))`;

export function AppFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'common.white', mt: 'auto', pt: 6, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, '& > *': { minWidth: 0 } }}>
          <Box sx={{ width: { xs: span(12), md: span(3) } }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 1.5, opacity: 0.9 }}>
              Encuentra y contrata servicios de confianza cerca de tu casa, en toda la Argentina.
            </Typography>
          </Box>
          {FOOTER_COLUMNS.map((column) => (
            <Box key={column.title} sx={{ width: { xs: span(6), sm: span(3), md: span(2) } }}>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ ...stacked, listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="inherit">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box sx={{ width: { xs: span(12), sm: span(3) } }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Contacto
            </Typography>
            <Box component="address" sx={{ ...stacked, fontStyle: 'normal' }}>
              <Link href={`mailto:${CONTACT.email}`} color="inherit">
                {CONTACT.email}
              </Link>
              <Link href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`} color="inherit">
                {CONTACT.phone}
              </Link>
              <Typography variant="body2">{CONTACT.city}</Typography>
            </Box>
          </Box>
        </Box>
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
