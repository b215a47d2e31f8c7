import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { RatingStars } from './RatingStars';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RatingDistribution, RATING_VALUES } from '@changas/shared/contracts';
import { formatAverageRating, reviewCountText } from '../service-detail/ServiceRating';

export interface ReviewSummaryProps {
  /** One decimal. */
  average: number;
  count: number;
  distribution: RatingDistribution;
}

/** A service's average, stars and count, and a bar per number of stars (5 to 1) with how many gave it. */
export function ReviewSummary({ average, count, distribution }: ReviewSummaryProps) {
  const shown = formatAverageRating(average);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 140 }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700, lineHeight: 1 }} aria-hidden>
          {count === 0 ? '–' : shown}
        </Typography>
        <RatingStars value={average} label={`Calificación: ${shown} de 5`} />
        <Typography color="text.secondary">
          {count === 0 ? 'Sin reseñas todavía' : reviewCountText(count)}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label="Distribución de calificaciones"
        sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1 }}
      >
        {[...RATING_VALUES].reverse().map((stars) => {
          const total = distribution[stars];
          const percent = count === 0 ? 0 : Math.round((total / count) * 100);
          return (
            <Stack
              component="li"
              key={stars}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', py: 0.25 }}
            >
              <Typography variant="body2" sx={{ width: 72, flexShrink: 0 }}>
                {`${stars} ${stars === 1 ? 'estrella' : 'estrellas'}`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={`${stars} ${stars === 1 ? 'estrella' : 'estrellas'}`}
                sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ width: 28, textAlign: 'right' }}>
                {total}
              </Typography>
            </Stack>
          );
        })}
      </Box>
    </Stack>
  );
}
