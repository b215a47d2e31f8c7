import Chip from '@mui/material/Chip';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { LEADER_MIN_AVERAGE_RATING, LEADER_MIN_RATINGS_COUNT } from '@changas/shared/contracts';
import { HoverLabel } from '../hover-label/HoverLabel';

export const LEADER_LABEL = 'Líder';
export const LEADER_EXPLANATION = `Servicio líder: calificación promedio de ${LEADER_MIN_AVERAGE_RATING} estrellas o más con al menos ${LEADER_MIN_RATINGS_COUNT} reseñas.`;

/**
 * The good-reputation badge (spec sections 1 and 9); show it when `isLeader` from contracts holds.
 * It takes the keyboard focus so that keyboard users can read its explanation too.
 */
export function LeaderBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <HoverLabel label={LEADER_EXPLANATION} describes>
      <Chip
        tabIndex={0}
        icon={<EmojiEventsIcon aria-hidden />}
        label={LEADER_LABEL}
        color="secondary"
        size={size}
        sx={{ fontWeight: 700 }}
      />
    </HoverLabel>
  );
}
