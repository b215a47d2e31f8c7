import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export interface FavoriteButtonProps {
  /** The service's title, which names what the button saves or removes. */
  title: string;
  favorite: boolean;
  onToggle: () => void;
  /** The server has not answered the last change yet: the heart already shows it and takes no other click. */
  pending?: boolean;
  sx?: SxProps<Theme>;
}

/** The heart that saves a service as favourite or removes it (service cards, the detail page). */
export function FavoriteButton({ title, favorite, onToggle, pending = false, sx }: FavoriteButtonProps) {
  return (
    <IconButton
      onClick={pending ? undefined : onToggle}
      // aria-disabled rather than disabled: the button keeps its focus and its name while it waits.
      aria-disabled={pending}
      aria-busy={pending}
      aria-label={favorite ? `Quitar ${title} de favoritos` : `Agregar ${title} a favoritos`}
      sx={[
        {
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:hover': { bgcolor: 'background.paper' },
          '&[aria-busy="true"]': { cursor: 'progress' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      {pending && (
        <CircularProgress size={40} thickness={2.5} aria-hidden sx={{ position: 'absolute', inset: 0 }} />
      )}
    </IconButton>
  );
}
