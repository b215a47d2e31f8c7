import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import StorefrontIcon from '@mui/icons-material/Storefront';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import { ROUTES } from '@changas/shared/contracts';
import { FaqAccordion, FeatureCard, PageHero, PageSection, StepCard, usePageTitle } from '@changas/web/ui';
import { BenefitList } from './BenefitList';
import { HOW_IT_WORKS_FAQS, PROVIDER_BENEFITS, STEPS, USER_BENEFITS } from './how-it-works.content';
import { VideoDialog } from './VideoDialog';

/** /how-it-works: the four steps, the benefits for each side, FAQs and calls to action. */
export function HowItWorksPage() {
  usePageTitle('Cómo funciona');
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <>
      <PageHero
        title="Cómo funciona Changas"
        subtitle="Encontrar a alguien de confianza para lo que necesitas, o sumar clientes con lo que sabes hacer, lleva solo cuatro pasos."
        actions={
          <Button
            variant="outlined"
            size="large"
            startIcon={<PlayCircleIcon />}
            onClick={() => setVideoOpen(true)}
            aria-haspopup="dialog"
          >
            Ver video explicativo
          </Button>
        }
      />
      <VideoDialog open={videoOpen} onClose={() => setVideoOpen(false)} />

      <PageSection
        title="Cuatro pasos para resolverlo"
        subtitle="Del primer clic a la reseña final, todo pasa dentro de Changas."
        align="center"
      >
        <Grid container spacing={3}>
          {STEPS.map(({ title, description, icon: Icon }, index) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
              <StepCard step={index + 1} title={title} description={description} icon={<Icon />} />
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection
        title="Beneficios para todos"
        subtitle="Changas está pensado para las dos puntas de cada changa."
        tone="muted"
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BenefitList title="Para quienes contratan" items={USER_BENEFITS} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BenefitList title="Para quienes ofrecen servicios" items={PROVIDER_BENEFITS} />
          </Grid>
        </Grid>
      </PageSection>

      <PageSection title="Preguntas frecuentes" maxWidth="md">
        <FaqAccordion items={HOW_IT_WORKS_FAQS} />
        <Typography sx={{ mt: 3 }}>
          ¿Tienes otra duda? Visita el{' '}
          <Link component={RouterLink} to={ROUTES.help}>
            Centro de ayuda
          </Link>
          .
        </Typography>
      </PageSection>

      <PageSection title="¿Listo para empezar?" align="center" tone="muted">
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          <Grid size={{ xs: 12, sm: 6, md: 5 }}>
            <FeatureCard
              icon={<HomeRepairServiceIcon />}
              title="Necesito un servicio"
              description="Crea tu cuenta gratis y contrata profesionales de tu zona."
              action={
                <Button
                  component={RouterLink}
                  to={ROUTES.registerAlias}
                  variant="contained"
                  startIcon={<PersonAddIcon />}
                  fullWidth
                >
                  Crear cuenta gratis
                </Button>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 5 }}>
            <FeatureCard
              icon={<StorefrontIcon />}
              title="Quiero ofrecer mis servicios"
              description="Publica lo que haces, define tu agenda y empieza a recibir solicitudes."
              action={
                <Button
                  component={RouterLink}
                  to={ROUTES.offerService}
                  variant="outlined"
                  startIcon={<StorefrontIcon />}
                  fullWidth
                >
                  Ofrecer un servicio
                </Button>
              }
            />
          </Grid>
        </Grid>
      </PageSection>
    </>
  );
}
