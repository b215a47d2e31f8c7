import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export interface FavoriteButtonProps {
  /** The service's title, which names what the button saves or removes. */
  title: string;
  favorite: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

/** The heart that saves a service as favourite or removes it (service cards, the detail page). */
export function FavoriteButton({ title, favorite, onToggle, sx }: FavoriteButtonProps) {
  return (
    <IconButton
      onClick={onToggle}
      aria-label={favorite ? `Quitar ${title} de favoritos` : `Agregar ${title} a favoritos`}
      sx={[
        {
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:hover': { bgcolor: 'background.paper' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
