import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import { DEFAULT_CATEGORIES, LISTING_PAGE_SIZE, ROUTES } from '@changas/shared/contracts';
import { useCategories, useFavoriteToggle, useServiceSearch } from '@changas/web/data-access';
import {
  EmptyState,
  ErrorState,
  failureToast,
  lazyPart,
  ResultsPagination,
  ServiceCardGrid,
  useOpenedOnce,
  usePageTitle,
  useToast,
  visuallyHiddenSx,
} from '@changas/web/ui';
import { ServiceFiltersPanel } from './ServiceFiltersPanel';
import {
  categoryNameOf,
  hasFilters,
  NO_FILTERS,
  readListing,
  toSearchParams,
  type ServiceFilters,
} from './service-filters';
import { SERVICES_TEXTS as TEXTS } from './services-texts';

// The phone's filters drawer (its slide, backdrop and focus trap) loads when it is first opened, not
// before the page can answer: most visits never open it, and it is closed whenever the page is drawn.
const Drawer = lazyPart(
  () => import('@mui/material/Drawer'),
  (module) => module.default,
);

/** /services: the catalogue filtered by text, category and zone, 9 per page, all of it in the URL. */
export function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listing = readListing(searchParams);
  const { page, ...filters } = listing;
  const categories = useCategories();
  // Until the list arrives, the built-in one names the categories of the URL.
  const categoryOptions = categories.data ?? DEFAULT_CATEGORIES;
  const categoryName = filters.category ? categoryNameOf(filters.category, categoryOptions) : '';
  const search = useServiceSearch({ ...filters, page, limit: LISTING_PAGE_SIZE });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(categoryName ? TEXTS.titleFor(categoryName) : TEXTS.title);

  // Links may use the Spanish spelling or a category name: the address bar keeps one spelling.
  const canonical = toSearchParams(listing).toString();
  useEffect(() => {
    if (canonical !== searchParams.toString()) setSearchParams(canonical, { replace: true });
  }, [canonical, searchParams, setSearchParams]);

  // Each change is a history entry, so back and forward walk through the searches.
  const applyFilters = (next: ServiceFilters) => setSearchParams(toSearchParams({ ...next, page: 1 }));
  const clearFilters = () => applyFilters(NO_FILTERS);
  const goToPage = (next: number) => {
    setSearchParams(toSearchParams({ ...filters, page: next }));
    window.scrollTo(0, 0);
  };
  const { notify } = useToast();
  const favorites = useFavoriteToggle({
    onLoginRequired: () => navigate(ROUTES.login, { state: { from: location } }),
    onFailure: (fallback, reason) => notify(failureToast(fallback, reason)),
  });

  const clearFiltersLink = (
    <Button component={RouterLink} to={ROUTES.services} variant="outlined">
      {TEXTS.clearFilters}
    </Button>
  );

  if (search.isError && !search.isFetching) {
    return (
      <Container maxWidth="md">
        <ErrorState
          title={TEXTS.loadFailedTitle}
          message={search.error.message}
          actions={
            <>
              <Button variant="contained" onClick={() => void search.refetch()}>
                {TEXTS.retry}
              </Button>
              {hasFilters(filters) && clearFiltersLink}
            </>
          }
        />
      </Container>
    );
  }

  const loading = search.isPending || search.isPlaceholderData || search.isError;
  const result = loading ? undefined : search.data;
  const services = result?.services ?? [];
  const pageCount = result ? Math.ceil(result.total / result.limit) : 0;
  const firstShown = result ? (result.page - 1) * result.limit + 1 : 0;

  const panel = (
    <ServiceFiltersPanel
      value={filters}
      categories={categoryOptions}
      onChange={applyFilters}
      onClear={clearFilters}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {categoryName ? TEXTS.titleFor(categoryName) : TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {TEXTS.intro}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        {/* Phones get the filters in a drawer: CSS decides, so a prerendered page is drawn alike on the
            server and in the browser, and no media query re-renders the page once hydrated. */}
        <Paper
          variant="outlined"
          component="aside"
          sx={{ display: { xs: 'none', md: 'block' }, p: 2.5, alignSelf: 'start', borderRadius: 3 }}
        >
          {panel}
        </Paper>

        <Box component="section" aria-labelledby="services-results-title">
          <Typography id="services-results-title" component="h2" sx={visuallyHiddenSx}>
            {TEXTS.results}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40, mb: 2 }}
          >
            <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {loading && <CircularProgress size={20} aria-hidden />}
              <Typography color="text.secondary">
                {loading && TEXTS.loading}
                {result &&
                  services.length > 0 &&
                  TEXTS.showing(
                    firstShown,
                    firstShown + services.length - 1,
                    result.total,
                    result.total_capped,
                  )}
                {result && services.length === 0 && (
                  <Box component="span" sx={visuallyHiddenSx}>
                    {TEXTS.emptyTitle}
                  </Box>
                )}
              </Typography>
            </Stack>
            <Button
              variant="outlined"
              startIcon={<TuneIcon />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              sx={{ display: { md: 'none' }, flexShrink: 0 }}
            >
              {TEXTS.filters}
            </Button>
          </Stack>

          {result && services.length === 0 ? (
            <EmptyState
              icon={<SearchOffIcon />}
              title={TEXTS.emptyTitle}
              description={
                categoryName
                  ? TEXTS.emptyForCategory(categoryName)
                  : hasFilters(filters)
                    ? TEXTS.emptyFiltered
                    : TEXTS.emptyCatalogue
              }
              action={hasFilters(filters) ? clearFiltersLink : undefined}
            />
          ) : (
            <ServiceCardGrid
              services={services}
              loading={loading}
              skeletons={LISTING_PAGE_SIZE}
              favoriteIds={favorites.favoriteIds}
              onToggleFavorite={(service) => void favorites.toggle(service.id)}
            />
          )}

          {result && result.total > LISTING_PAGE_SIZE && (
            <Box sx={{ mt: 5 }}>
              <ResultsPagination page={result.page} count={pageCount} onChange={goToPage} />
            </Box>
          )}
        </Box>
      </Box>

      {drawerOpened && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-label': TEXTS.filters,
              sx: { width: 'min(340px, 90vw)', p: 2.5 },
            },
          }}
        >
          {panel}
          <Button variant="contained" onClick={() => setDrawerOpen(false)} sx={{ mt: 2 }}>
            {TEXTS.showResults}
          </Button>
        </Drawer>
      )}
    </Container>
  );
}
