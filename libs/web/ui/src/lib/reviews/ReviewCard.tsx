import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { RatingStars } from './RatingStars';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewView } from '@changas/shared/contracts';
import { ARGENTINA_TIME_ZONE, madeOnFirstUse } from '@changas/shared/util';

const dateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ARGENTINA_TIME_ZONE,
    }),
);

export interface ReviewCardProps {
  review: ReviewView;
  /** E.g. 'Tu reseña' above the user's own. */
  heading?: string;
  /** Edit and delete on the user's own review. */
  actions?: ReactNode;
}

/** One review: its author, date, stars and comment, always rendered as plain text. */
export function ReviewCard({ review, heading, actions }: ReviewCardProps) {
  const name = review.user_name || 'Usuario';
  return (
    <Card component="article" variant="outlined" aria-label={`Reseña de ${name}`}>
      <CardContent>
        {heading && (
          <Typography variant="overline" color="primary" component="p">
            {heading}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {dateFormat().format(new Date(review.created_at))}
            </Typography>
          </Stack>
          <RatingStars value={review.rating} size="small" label={`${review.rating} de 5 estrellas`} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
