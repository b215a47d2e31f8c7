import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';

const STAR_SIZES = { small: '1.125rem', medium: '1.5rem', large: '1.875rem' } as const;
/** MUI Rating's colours, so these stars match the ones a person picks in ReviewDialog. */
const FILLED_COLOR = '#faaf00';
const STARS = [1, 2, 3, 4, 5];

export interface RatingStarsProps {
  /** 0 to 5; a fraction fills that part of a star. */
  value: number;
  /** What a screen reader says, e.g. 'Calificación: 4,5 de 5'. */
  label: string;
  size?: keyof typeof STAR_SIZES;
}

function StarRow({ color }: { color: string }) {
  return (
    <Box sx={{ display: 'flex', color }}>
      {STARS.map((star) => (
        <StarIcon key={star} fontSize="inherit" />
      ))}
    </Box>
  );
}

/**
 * Read-only stars: five grey ones under five gold ones cut to the value's width. MUI's read-only Rating
 * draws each star in ten pieces to show tenths, about 200 elements a rating, in every card of a list.
 */
export function RatingStars({ value, label, size = 'medium' }: RatingStarsProps) {
  const filled = Math.min(Math.max(value, 0), 5) / 5;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', display: 'inline-flex', fontSize: STAR_SIZES[size], lineHeight: 1 }}
    >
      <StarRow color="action.disabled" />
      <Box
        data-testid="filled-stars"
        sx={{ position: 'absolute', inset: 0, overflow: 'hidden', width: `${filled * 100}%` }}
      >
        <StarRow color={FILLED_COLOR} />
      </Box>
    </Box>
  );
}
