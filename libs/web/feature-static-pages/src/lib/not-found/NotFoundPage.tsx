import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { ROUTES } from '@changas/shared/contracts';
import { usePageTitle } from '@changas/web/ui';

/** The Spanish 404 for any unknown route. */
export function NotFoundPage() {
  usePageTitle('Página no encontrada');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: { xs: 64, md: 80 } } }}>
        <TravelExploreIcon />
      </Box>
      <Typography
        component="p"
        variant="overline"
        sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em', mt: 1 }}
      >
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
        Puede que el enlace esté mal escrito o que la página ya no exista. No te preocupes: desde aquí puedes
        volver a encontrar lo que buscas.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        <Button
          component={RouterLink}
          to={ROUTES.home}
          variant="contained"
          size="large"
          startIcon={<HomeIcon />}
        >
          Volver al inicio
        </Button>
        <Button
          component={RouterLink}
          to={ROUTES.help}
          variant="outlined"
          size="large"
          startIcon={<HelpCenterIcon />}
        >
          Ir al Centro de ayuda
        </Button>
      </Stack>
    </Container>
  );
}
