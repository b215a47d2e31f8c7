import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ROUTES, SERVICE_MESSAGES, type ServiceView, type ZoneView } from '@changas/shared/contracts';
import { formatPrice } from '@changas/shared/util';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { formatAverageRating } from '../service-detail/ServiceRating';
import { ServiceImage } from './ServiceImage';

export type OwnedService = Pick<
  ServiceView,
  | 'id'
  | 'title'
  | 'category'
  | 'price'
  | 'image_url'
  | 'status'
  | 'zones'
  | 'average_rating'
  | 'ratings_count'
>;

export interface OwnedServiceCardProps {
  service: OwnedService;
  /** Only the service's provider may delete it; otherwise the button is disabled and says why. */
  canDelete: boolean;
  /** A change to this service is under way: its actions wait. */
  busy?: boolean;
  onToggleStatus: () => void;
  onDelete: () => void;
}

function zonesSummary(zones: readonly ZoneView[]): string {
  if (zones.length === 0) return 'Sin zonas de cobertura';
  const [first] = zones;
  const others = zones.length - 1;
  const place = `${first.locality}, ${first.province}`;
  if (others === 0) return place;
  return `${place} y ${others} ${others === 1 ? 'zona' : 'zonas'} más`;
}

function ratingSummary(average: number, count: number): string {
  if (count === 0) return 'Sin reseñas';
  return `${formatAverageRating(average)} (${count} ${count === 1 ? 'reseña' : 'reseñas'})`;
}

// An inactive service is dimmed, yet its text keeps a readable contrast (about 4.5:1 on white).
const dimmed = { opacity: 0.8 } as const;

/** One of the provider's own services on /my-services, with its view, edit, status and delete actions. */
export function OwnedServiceCard({
  service,
  canDelete,
  busy = false,
  onToggleStatus,
  onDelete,
}: OwnedServiceCardProps) {
  const titleId = useId();
  const deleteHintId = useId();
  const active = service.status === 'active';
  const { id, title } = service;
  // Inactive services cannot be opened from the list: the buttons are plain disabled buttons, not links.
  const linkOrDisabled = (to: string) =>
    active && !busy ? { component: RouterLink, to } : { disabled: true };

  const deleteButton = (
    <Button
      color="error"
      startIcon={<DeleteOutlineIcon />}
      onClick={onDelete}
      disabled={busy || !canDelete}
      aria-label={`Eliminar ${title}`}
      aria-describedby={canDelete ? undefined : deleteHintId}
    >
      Eliminar
    </Button>
  );

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={busy}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Box sx={{ position: 'relative' }}>
        <ServiceImage
          imageUrl={service.image_url}
          category={service.category}
          sx={active ? undefined : { opacity: 0.45, filter: 'grayscale(1)' }}
        />
        <Chip
          label={active ? 'Activo' : 'Inactivo'}
          color={active ? 'success' : 'default'}
          size="small"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            fontWeight: 700,
            bgcolor: active ? undefined : 'grey.200',
          }}
        />
      </Box>
      <CardContent sx={[{ flexGrow: 1 }, !active && dimmed]}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {service.category}
        </Typography>
        <Typography id={titleId} variant="h4" component="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.dark', mb: 1.5 }}>
          Desde {formatPrice(service.price)}
        </Typography>
        <Stack spacing={0.75}>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {zonesSummary(service.zones)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75 }}>
            <StarRoundedIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
            {ratingSummary(service.average_rating, service.ratings_count)}
          </Typography>
        </Stack>
      </CardContent>
      {!active && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          No aparece en las búsquedas. Actívalo para verlo o editarlo.
        </Typography>
      )}
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button
          startIcon={<VisibilityOutlinedIcon />}
          aria-label={`Ver ${title}`}
          {...linkOrDisabled(ROUTES.serviceDetail(id))}
        >
          Ver
        </Button>
        <Button
          startIcon={<EditOutlinedIcon />}
          aria-label={`Editar ${title}`}
          {...linkOrDisabled(ROUTES.editService(id))}
        >
          Editar
        </Button>
        <Button
          variant={active ? 'text' : 'contained'}
          startIcon={active ? <PauseCircleOutlineIcon /> : <PlayCircleOutlineIcon />}
          onClick={onToggleStatus}
          disabled={busy}
          aria-label={`${active ? 'Desactivar' : 'Activar'} ${title}`}
        >
          {active ? 'Desactivar' : 'Activar'}
        </Button>
        {canDelete ? (
          deleteButton
        ) : (
          <>
            {/* A disabled button gets no pointer events: the tooltip listens on a wrapper. */}
            <Tooltip title={SERVICE_MESSAGES.onlyOwnerCanDelete} describeChild>
              <span>{deleteButton}</span>
            </Tooltip>
            <Box component="span" id={deleteHintId} sx={visuallyHiddenSx}>
              {SERVICE_MESSAGES.onlyOwnerCanDelete}
            </Box>
          </>
        )}
      </CardActions>
    </Card>
  );
}
