import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@changas/shared/util';
import { RatingStars } from '../reviews/RatingStars';

/** 4.5 → '4,5'. */
export const formatAverageRating = (average: number) => formatNumber(average, 1);

/** '(1 reseña)', '(12 reseñas)'. */
export const reviewCountText = (count: number) => `(${count} ${count === 1 ? 'reseña' : 'reseñas'})`;

export interface ServiceRatingProps {
  /** 0 to 5, one decimal. */
  average: number;
  count: number;
  size?: 'small' | 'medium' | 'large';
}

/** A service's read-only stars with its average and review count, or 'Sin reseñas todavía'. */
export function ServiceRating({ average, count, size = 'medium' }: ServiceRatingProps) {
  if (count === 0) {
    return <Typography color="text.secondary">Sin reseñas todavía</Typography>;
  }
  const shown = formatAverageRating(average);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <RatingStars value={average} size={size} label={`Calificación: ${shown} de 5`} />
      {/* The stars' label already says the average to screen readers. */}
      <Typography component="span" aria-hidden sx={{ fontWeight: 700 }}>
        {shown}
      </Typography>
      <Typography component="span" color="text.secondary">
        {reviewCountText(count)}
      </Typography>
    </Stack>
  );
}
