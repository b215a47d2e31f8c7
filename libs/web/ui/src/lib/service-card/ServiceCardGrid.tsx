import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ServiceCard, type ListedService, type ServiceCardProps } from './ServiceCard';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';

export interface ServiceCardGridProps {
  services?: readonly ListedService[];
  /** Shows `skeletons` placeholder cards instead of the services. */
  loading?: boolean;
  skeletons?: number;
  /** Announced while loading; leave it out when the page already says it elsewhere. */
  loadingLabel?: string;
  /** Cards per row from the md breakpoint up (one on phones, two on tablets). */
  columns?: 3 | 4;
  titleComponent?: ServiceCardProps['titleComponent'];
  /** The heart of each card; no handler, no heart. */
  onToggleFavorite?: (service: ListedService) => void;
  favoriteIds?: ReadonlySet<number>;
}

/** A responsive list of ServiceCards, or their skeletons while loading. */
export function ServiceCardGrid({
  services = [],
  loading = false,
  skeletons = 3,
  loadingLabel,
  columns = 3,
  titleComponent,
  onToggleFavorite,
  favoriteIds,
}: ServiceCardGridProps) {
  const gridSx = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 3,
    gridTemplateColumns: {
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: `repeat(${columns}, minmax(0, 1fr))`,
    },
  } as const;

  if (loading) {
    return (
      <>
        {loadingLabel && (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{loadingLabel}</Typography>
          </Stack>
        )}
        <Box sx={gridSx}>
          {Array.from({ length: skeletons }, (_, index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box component="ul" sx={gridSx}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            titleComponent={titleComponent}
            favorite={favoriteIds?.has(service.id)}
            onToggleFavorite={onToggleFavorite && (() => onToggleFavorite(service))}
          />
        </li>
      ))}
    </Box>
  );
}
