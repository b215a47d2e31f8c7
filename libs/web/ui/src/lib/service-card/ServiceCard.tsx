import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { isLeader, ROUTES, type ServiceView, type ZoneView } from '@changas/shared/contracts';
import { formatPrice, normalizeSearchText } from '@changas/shared/util';
import { CategoryIcon } from '../category/CategoryIcon';
import { FavoriteButton } from '../favorite-card/FavoriteButton';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { ServiceImage } from '../my-service-card/ServiceImage';
import { LeaderBadge } from '../rating/LeaderBadge';
import { ServiceRating } from '../service-detail/ServiceRating';

export type ListedService = Pick<
  ServiceView,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'price'
  | 'image_url'
  | 'zones'
  | 'average_rating'
  | 'ratings_count'
  | 'providerName'
  | 'provider'
>;

export interface ServiceCardProps {
  service: ListedService;
  /** Heading level of the title: h2 under a page's h1, h3 inside a section. */
  titleComponent?: 'h2' | 'h3';
  favorite?: boolean;
  /** The heart shows only when there is something to do with it. */
  onToggleFavorite?: () => void;
  /** A card at the top of the page, whose picture may be the largest thing on screen: fetched at once. */
  imagePriority?: boolean;
}

const ZONES_SHOWN = 2;
const PROVIDER_FALLBACK = 'Proveedor';

const zoneLabel = (zone: ZoneView) => `${zone.locality}, ${zone.province}`;

/** Text that keeps to a number of lines and ends in an ellipsis. */
const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

function ZoneList({ zones }: { zones: readonly ZoneView[] }) {
  if (zones.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin zonas de cobertura
      </Typography>
    );
  }
  const hidden = zones.length - ZONES_SHOWN;
  return (
    <Box component="ul" aria-label="Zonas de cobertura" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
      {zones.slice(0, ZONES_SHOWN).map((zone) => (
        <Typography
          key={`${zone.province}|${zone.locality}|${zone.neighborhood ?? ''}`}
          component="li"
          variant="body2"
          color="text.secondary"
          noWrap
        >
          {zoneLabel(zone)}
        </Typography>
      ))}
      {hidden > 0 && (
        <Typography component="li" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          +{hidden}
          <Box component="span" sx={visuallyHiddenSx}>
            {hidden === 1 ? ' zona más' : ' zonas más'}
          </Box>
        </Typography>
      )}
    </Box>
  );
}

/** A service in a listing (/services, featured on the home page): what a client needs to compare it. */
export function ServiceCard({
  service,
  titleComponent = 'h3',
  favorite = false,
  onToggleFavorite,
  imagePriority = false,
}: ServiceCardProps) {
  const titleId = useId();
  const { id, title, provider } = service;
  const providerName = service.providerName || provider.name || PROVIDER_FALLBACK;

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Box sx={{ position: 'relative' }}>
        <ServiceImage
          imageUrl={service.image_url}
          category={service.category}
          height={180}
          priority={imagePriority}
        />
        <Chip
          size="small"
          icon={<CategoryIcon slug={normalizeSearchText(service.category)} />}
          label={service.category}
          sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'background.paper', fontWeight: 600 }}
        />
        {onToggleFavorite && (
          <FavoriteButton
            title={title}
            favorite={favorite}
            onToggle={onToggleFavorite}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Typography
          id={titleId}
          variant="h4"
          component={titleComponent}
          sx={[{ fontSize: '1.15rem' }, clampLines(2)]}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <ServiceRating average={service.average_rating} count={service.ratings_count} size="small" />
          {isLeader(service.average_rating, service.ratings_count) && <LeaderBadge />}
        </Stack>
        <Typography variant="body2" sx={clampLines(3)}>
          {service.description}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
          <ZoneList zones={service.zones} />
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonOutlineIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography variant="body2" color="text.secondary" noWrap>
            <Box component="span" sx={visuallyHiddenSx}>
              Ofrecido por{' '}
            </Box>
            {providerName}
            {provider.locality && ` · ${provider.locality}`}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          pt: 0,
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {/* Price and button each stay on one line; in a narrow card the button moves below. */}
        <Typography sx={{ fontWeight: 700, color: 'primary.dark', whiteSpace: 'nowrap' }}>
          Desde {formatPrice(service.price)}
        </Typography>
        <Button
          component={RouterLink}
          to={ROUTES.serviceDetail(id)}
          variant="contained"
          aria-label={`Ver detalles de ${title}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Ver detalles
        </Button>
      </CardActions>
    </Card>
  );
}
