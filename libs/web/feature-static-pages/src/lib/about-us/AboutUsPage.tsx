import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import StarIcon from '@mui/icons-material/Star';
import { CONTACT, ROUTES } from '@changas/shared/contracts';
import { FeatureCard, PageHero, PageSection, StatCard, TeamMemberCard, usePageTitle } from '@changas/web/ui';
import { EMAIL_HREF } from '../contact-links';
import { HISTORY_PARAGRAPHS, STATS, TEAM, VALUES } from './about-us.content';

/** /about-us: history, values, figures, team and how to reach us. */
export function AboutUsPage() {
  usePageTitle('Nosotros');

  return (
    <>
      <PageHero
        eyebrow="Nosotros"
        title="Conoce Changas"
        subtitle="Somos la plataforma argentina que conecta a quienes necesitan una mano con profesionales de confianza de su zona."
      />

      <PageSection title="Nuestra historia" maxWidth="md">
        {HISTORY_PARAGRAPHS.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, fontSize: { md: '1.075rem' }, lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
      </PageSection>

      <PageSection
        title="Lo que nos guía"
        subtitle="Cuatro ideas que orientan cada decisión que tomamos."
        tone="muted"
      >
        <Grid container spacing={3}>
          {VALUES.map(({ title, description, icon: Icon }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <FeatureCard icon={<Icon />} title={title} description={description} />
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection title="Changas en números" subtitle="Cifras acumuladas desde nuestro lanzamiento en 2023.">
        <Grid container spacing={3}>
          {STATS.map((stat) => (
            <Grid key={stat.label} size={{ xs: 6, md: 3 }}>
              <StatCard
                value={stat.value}
                label={stat.label}
                icon={stat.isRating ? <StarIcon /> : undefined}
              />
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection title="Nuestro equipo" subtitle="Las personas detrás de Changas." tone="muted">
        <Grid container spacing={3}>
          {TEAM.map((member) => (
            <Grid key={member.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <TeamMemberCard
                name={member.name}
                role={member.role}
                bio={member.bio}
                profileUrl={member.profileUrl}
              />
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection
        title="¿Hablamos?"
        subtitle="Queremos saber qué piensas de Changas y cómo podemos mejorar."
        align="center"
        maxWidth="md"
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ justifyContent: 'center' }}
        >
          <Button variant="contained" size="large" startIcon={<EmailIcon />} href={EMAIL_HREF}>
            Escríbenos a {CONTACT.email}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<HelpCenterIcon />}
            component={RouterLink}
            to={ROUTES.help}
          >
            Visita el Centro de ayuda
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
