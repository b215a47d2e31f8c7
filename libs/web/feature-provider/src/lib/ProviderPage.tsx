import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { ROUTES } from '@changas/shared/contracts';
import { usePageTitle } from '@changas/web/ui';
import { parseRouteId } from '@changas/shared/util';

const PROVIDER_TEXTS = {
  title: 'Perfil del proveedor',
  providerNumber: (id: number) => `Proveedor #${id}`,
  notAvailable: 'Esta función todavía no está disponible.',
  comingSoon: 'Pronto podrás ver aquí los datos, las reseñas y todos los servicios de cada proveedor.',
  notFound: 'Proveedor no encontrado',
  notFoundHint: 'Revisa el enlace o busca entre los servicios publicados.',
  backToServices: 'Ver todos los servicios',
} as const;

/** /provider/{id}: the spec's placeholder until provider profiles exist. */
export function ProviderPage() {
  const id = parseRouteId(useParams().id);
  usePageTitle(id === undefined ? PROVIDER_TEXTS.notFound : PROVIDER_TEXTS.title);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: { xs: 64, md: 80 } } }}>
        {id === undefined ? <PersonSearchIcon /> : <ConstructionIcon />}
      </Box>
      {id === undefined ? (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 1 }}>
            {PROVIDER_TEXTS.notFound}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {PROVIDER_TEXTS.notFoundHint}
          </Typography>
        </>
      ) : (
        <>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em', mt: 1 }}
          >
            {PROVIDER_TEXTS.providerNumber(id)}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {PROVIDER_TEXTS.title}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{PROVIDER_TEXTS.notAvailable}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {PROVIDER_TEXTS.comingSoon}
          </Typography>
        </>
      )}
      <Button component={RouterLink} to={ROUTES.services} variant="contained" size="large" sx={{ mt: 4 }}>
        {PROVIDER_TEXTS.backToServices}
      </Button>
    </Container>
  );
}
