import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSession } from '@changas/web/data-access';
import { ActionCard, SectionHeading, usePageTitle } from '@changas/web/ui';
import { QUICK_ACTIONS } from './quick-actions';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function DashboardPage() {
  usePageTitle('Mi panel');
  const { user } = useSession();
  const name = firstName(user?.name ?? '');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        {name ? `¡Hola, ${name}!` : '¡Hola!'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 5 }}>
        Desde aquí puedes buscar servicios, publicar los tuyos y seguir tus solicitudes.
      </Typography>
      <SectionHeading title="Accesos rápidos" />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {QUICK_ACTIONS.map((action) => (
          <Grid key={action.to} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ActionCard
              to={action.to}
              title={action.title}
              description={action.description}
              icon={action.icon}
            />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
