import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@changas/shared/contracts';
import { useCategories, useSession } from '@changas/web/data-access';
import {
  CategoryGrid,
  HeroSearch,
  PageSection,
  StepCard,
  usePageTitle,
  type ServiceSearchValue,
} from '@changas/web/ui';
import { FeaturedServices } from './FeaturedServices';
import { HOW_IT_WORKS_STEPS, servicesSearchHref } from './home-content';

export function HomePage() {
  usePageTitle('Changas | Servicios locales en Argentina');
  const navigate = useNavigate();
  const categories = useCategories();
  const { isAuthenticated } = useSession();

  const search = (value: ServiceSearchValue) => navigate(servicesSearchHref(value));

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        sx={{
          color: 'common.white',
          py: { xs: 6, md: 10 },
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, #274C77 55%, ${theme.palette.primary.dark} 100%)`,
        }}
      >
        <Container maxWidth="lg">
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760 }}
          >
            Encuentra el servicio que necesitas, cerca de tu casa
          </Typography>
          <Typography
            sx={{ mt: 2, mb: 4, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 680, opacity: 0.95 }}
          >
            Plomeros, electricistas, profesores, paseadores y mucho más: compara opiniones, reserva un turno y
            califica el trabajo, en toda la Argentina.
          </Typography>
          <HeroSearch onSearch={search} />
        </Container>
      </Box>

      <PageSection
        title="Explora por categoría"
        subtitle="Elige un rubro para ver los servicios disponibles."
      >
        <CategoryGrid
          categories={categories.data}
          loading={categories.isPending}
          error={categories.isError ? categories.error.message : undefined}
          onRetry={() => void categories.refetch()}
          hrefFor={(category) => servicesSearchHref({ category: category.slug })}
        />
      </PageSection>

      <FeaturedServices />

      <PageSection
        title="¿Cómo funciona?"
        subtitle="Contratar o trabajar con Changas es simple."
        align="center"
      >
        <Grid container spacing={3}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <StepCard step={index + 1} title={step.title} description={step.description} />
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 5 }}>
          <Button component={RouterLink} to={ROUTES.services} variant="contained" size="large">
            Buscar Servicios
          </Button>
          <Button
            component={RouterLink}
            to={isAuthenticated ? ROUTES.offerService : ROUTES.login}
            variant="outlined"
            size="large"
          >
            Ofrecer Servicios
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
