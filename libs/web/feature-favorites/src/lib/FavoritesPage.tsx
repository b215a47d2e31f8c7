import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { FAVORITE_MESSAGES, ROUTES } from '@changas/shared/contracts';
import {
  favoritesPageIn,
  loadStateOf,
  useFavoriteServices,
  useFavoriteToggle,
} from '@changas/web/data-access';
import {
  CardListPage,
  FavoriteServiceCard,
  failureToast,
  ResultsPagination,
  usePageTitle,
  useToast,
} from '@changas/web/ui';
import { FAVORITES_TEXTS as TEXTS } from './favorites-texts';

/** The page the URL asks for ('?page=2'); anything else is the first. */
function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = favoritesPageIn(searchParams);
  const goToPage = (next: number, replace = false) =>
    setSearchParams(next > 1 ? { page: String(next) } : {}, { replace });
  return [page, goToPage] as const;
}

/** /favorites (spec section 2): the caller's saved services, each with its detail link and a way to let it go. */
export function FavoritesPage() {
  usePageTitle(TEXTS.title);
  const [page, goToPage] = usePageParam();
  const saved = useFavoriteServices(page);
  const { notify } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { setFavorite } = useFavoriteToggle({
    onFailure: (fallback, reason) => notify(failureToast(fallback, reason)),
  });
  // A removed card leaves at once and comes back if the server refuses.
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const services = (saved.data?.favorites ?? []).filter(({ id }) => !leaving.has(id));
  const pageCount = saved.data ? Math.ceil(saved.data.total / saved.data.limit) : 0;

  // Past the last page (its last card was removed, or an old link): the last page that has cards.
  useEffect(() => {
    if (saved.isPlaceholderData || !saved.data || saved.data.favorites.length > 0) return;
    if (page > 1) goToPage(Math.max(pageCount, 1), true);
  }, [saved.isPlaceholderData, saved.data, page, pageCount, goToPage]);

  const changePage = (next: number) => {
    goToPage(next);
    headingRef.current?.focus();
  };

  const remove = async (serviceId: number) => {
    setLeaving((ids) => new Set(ids).add(serviceId));
    // The card that held the focus is gone: the focus goes back to the heading.
    headingRef.current?.focus();
    const removed = await setFavorite(serviceId, false);
    setLeaving((ids) => new Set([...ids].filter((id) => id !== serviceId)));
    if (removed) notify({ type: 'success', message: FAVORITE_MESSAGES.removed });
  };

  const loadState = loadStateOf(saved, TEXTS.loadFailedTitle);

  return (
    <CardListPage
      title={TEXTS.title}
      intro={TEXTS.intro}
      headingRef={headingRef}
      error={loadState.error}
      // Past the last page the page itself moves back (see above): keep loading meanwhile.
      loading={loadState.loading || (services.length === 0 && page > 1)}
      empty={{
        icon: <FavoriteBorderIcon />,
        title: TEXTS.emptyTitle,
        description: TEXTS.emptyDescription,
        action: (
          <Button component={RouterLink} to={ROUTES.services} variant="contained">
            {TEXTS.emptyAction}
          </Button>
        ),
      }}
      footer={
        services.length > 0 && (
          <Box sx={{ mt: 4 }}>
            <ResultsPagination page={page} count={pageCount} onChange={changePage} label={TEXTS.pagination} />
          </Box>
        )
      }
    >
      {services.map((service) => (
        <li key={service.id}>
          <FavoriteServiceCard service={service} onRemove={() => void remove(service.id)} />
        </li>
      ))}
    </CardListPage>
  );
}
