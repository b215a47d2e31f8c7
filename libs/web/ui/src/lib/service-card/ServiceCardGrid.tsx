import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { type LoadFailure, RetryAlert } from '../feedback/RetryAlert';
import { CardList } from '../content/CardList/CardList';
import { EmptyState } from '../content/EmptyState/EmptyState';
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
  /** What an empty list says, e.g. 'No se encontraron servicios', with a way forward; without it an empty list shows nothing. */
  empty?: { title: string; description?: string; action?: ReactNode };
  /** The services could not be loaded: the reason and a 'Reintentar' button. */
  error?: LoadFailure;
}

/** A responsive list of ServiceCards; their skeletons while loading, an empty state or a load error with a retry. */
export function ServiceCardGrid({
  services = [],
  loading = false,
  skeletons = 3,
  loadingLabel,
  columns = 3,
  titleComponent,
  onToggleFavorite,
  favoriteIds,
  empty,
  error,
}: ServiceCardGridProps) {
  if (error) {
    return <RetryAlert {...error} />;
  }

  if (loading) {
    return (
      <>
        {loadingLabel && (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{loadingLabel}</Typography>
          </Stack>
        )}
        <CardList component="div" columns={columns}>
          {Array.from({ length: skeletons }, (_, index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </CardList>
      </>
    );
  }

  if (services.length === 0 && empty) {
    return <EmptyState icon={<SearchOffIcon />} {...empty} />;
  }

  return (
    <CardList columns={columns}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            // The first row's pictures are in the first view: the largest of them is often the page's LCP.
            imagePriority={index < columns}
            titleComponent={titleComponent}
            favorite={favoriteIds?.has(service.id)}
            onToggleFavorite={onToggleFavorite && (() => onToggleFavorite(service))}
          />
        </li>
      ))}
    </CardList>
  );
}
