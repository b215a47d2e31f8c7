import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { ROUTES, type FavoriteServiceView } from '@changas/shared/contracts';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { ServiceImage } from '../my-service-card/ServiceImage';
import { ServiceRating } from '../service-detail/ServiceRating';

export interface FavoriteServiceCardProps {
  service: FavoriteServiceView;
  onRemove: () => void;
}

const PROVIDER_FALLBACK = 'Proveedor';

/** A saved service on /favorites (spec section 2): what identifies it, a way to its detail and to let it go. */
export function FavoriteServiceCard({ service, onRemove }: FavoriteServiceCardProps) {
  const titleId = useId();
  const { title, zone } = service;

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <ServiceImage imageUrl={service.image_url} category={service.category} height={160} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
          {service.category}
        </Typography>
        <Typography id={titleId} variant="h4" component="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {service.ratings_count > 0 && (
          <ServiceRating average={service.average_rating} count={service.ratings_count} size="small" />
        )}
        {zone && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" color="text.secondary" noWrap>
              {zone.locality}, {zone.province}
            </Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonOutlineIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography variant="body2" color="text.secondary" noWrap>
            <Box component="span" sx={visuallyHiddenSx}>
              Ofrecido por{' '}
            </Box>
            {service.provider_name || PROVIDER_FALLBACK}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          aria-label={`Quitar ${title} de favoritos`}
        >
          Quitar
        </Button>
        <Button
          component={RouterLink}
          to={ROUTES.serviceDetail(service.id)}
          variant="contained"
          aria-label={`Ver detalles de ${title}`}
        >
          Ver detalles
        </Button>
      </CardActions>
    </Card>
  );
}
