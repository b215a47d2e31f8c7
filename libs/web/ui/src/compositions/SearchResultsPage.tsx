import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import { CLIENT_ERROR_MESSAGES, DEFAULT_CATEGORIES, LISTING_PAGE_SIZE } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { EmptyState } from '../lib/content/EmptyState/EmptyState';
import { visuallyHiddenSx } from '../lib/content/visually-hidden/visually-hidden';
import { ErrorState } from '../lib/feedback/ErrorState';
import { LocationSelects } from '../lib/location/LocationSelects';
import { ResultsPagination } from '../lib/pagination/ResultsPagination';
import type { ListedService } from '../lib/service-card/ServiceCard';
import { ServiceCardGrid } from '../lib/service-card/ServiceCardGrid';
import { PageFrame } from './PageFrame';
import { SEARCH_TEXTS as TEXTS } from './page-texts';

export interface SearchFilters {
  q: string;
  /** A category slug, e.g. 'jardineria'. */
  category: string;
  province: string;
  locality: string;
}

export const NO_FILTERS: SearchFilters = { q: '', category: '', province: '', locality: '' };

const hasFilters = (filters: SearchFilters) =>
  Boolean(filters.q || filters.category || filters.province || filters.locality);

const categoryName = (slug: string) =>
  DEFAULT_CATEGORIES.find((category) => category.slug === slug)?.name ?? '';

/** What the API would answer for the filters: a mock of GET /api/services over the given catalogue. */
function matching(catalogue: readonly ListedService[], filters: SearchFilters) {
  const words = normalizeSearchText(filters.q).split(' ').filter(Boolean);
  return catalogue.filter((service) => {
    const text = normalizeSearchText(`${service.title} ${service.description} ${service.category}`);
    const zone = service.zones[0];
    return (
      words.every((word) => text.includes(word)) &&
      (!filters.category || normalizeSearchText(service.category) === filters.category) &&
      (!filters.province || zone?.province === filters.province) &&
      (!filters.locality || zone?.locality === filters.locality)
    );
  });
}

interface FiltersPanelProps {
  value: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** The filters of /services as its panel shows them: text applied on submit, selects at once. */
function FiltersPanel({ value, onChange }: FiltersPanelProps) {
  const [text, setText] = useState(value.q);
  const apply = (changes: Partial<SearchFilters>) => onChange({ ...value, q: text.trim(), ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={TEXTS.filterForm}
      onSubmit={submit}
      spacing={2.5}
      noValidate
    >
      <Typography variant="h4" component="h2" sx={{ fontSize: '1.15rem' }}>
        {TEXTS.filters}
      </Typography>
      <TextField
        fullWidth
        label={TEXTS.searchLabel}
        placeholder={TEXTS.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={TEXTS.search}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        fullWidth
        label={TEXTS.category}
        value={value.category}
        onChange={(event) => apply({ category: event.target.value })}
      >
        <MenuItem value="">
          <em>{TEXTS.anyCategory}</em>
        </MenuItem>
        {DEFAULT_CATEGORIES.map((category) => (
          <MenuItem key={category.slug} value={category.slug}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <LocationSelects
        allowAny
        direction="column"
        value={{ province: value.province, locality: value.locality }}
        onChange={(location) => apply(location)}
      />
      <Button
        variant="outlined"
        startIcon={<FilterAltOffIcon />}
        onClick={() => {
          setText('');
          onChange(NO_FILTERS);
        }}
        disabled={!hasFilters(value) && !text.trim()}
      >
        {TEXTS.clearFilters}
      </Button>
    </Stack>
  );
}

export interface SearchResultsPageProps {
  /** Every published service; the filters pick from it as the API would. */
  catalogue: readonly ListedService[];
  filters?: SearchFilters;
  page?: number;
  /** 'loading' while the list is on its way; 'error' when it could not be fetched. */
  status?: 'ready' | 'loading' | 'error';
  userName?: string;
  /** On a phone, the filters drawer is open on arrival. */
  filtersOpen?: boolean;
}

/** /services composed from the ui library: filters panel (a drawer on phones), count, cards, pagination. */
export function SearchResultsPage({
  catalogue,
  filters: initialFilters = NO_FILTERS,
  page: initialPage = 1,
  status = 'ready',
  userName,
  filtersOpen = false,
}: SearchResultsPageProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(initialPage);
  const [drawerOpen, setDrawerOpen] = useState(filtersOpen);
  // Ids from useId: a docs page shows every story of the file at once.
  const resultsTitleId = useId();
  const [favoriteIds, setFavoriteIds] = useState<ReadonlySet<number>>(() => new Set([2]));
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const category = categoryName(filters.category);
  const title = category ? TEXTS.titleFor(category) : TEXTS.title;

  const applyFilters = (next: SearchFilters) => {
    setFilters(next);
    setPage(1);
  };
  const clearFiltersLink = (
    <Button variant="outlined" onClick={() => applyFilters(NO_FILTERS)}>
      {TEXTS.clearFilters}
    </Button>
  );

  const loading = status === 'loading';
  const found = matching(catalogue, filters);
  const firstShown = (page - 1) * LISTING_PAGE_SIZE + 1;
  const shown = loading ? [] : found.slice(firstShown - 1, firstShown - 1 + LISTING_PAGE_SIZE);
  const panel = <FiltersPanel key={JSON.stringify(filters)} value={filters} onChange={applyFilters} />;

  const results = (
    <Box component="section" aria-labelledby={resultsTitleId}>
      <Typography id={resultsTitleId} component="h2" sx={visuallyHiddenSx}>
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
            {!loading &&
              shown.length > 0 &&
              TEXTS.showing(firstShown, firstShown + shown.length - 1, found.length)}
            {!loading && shown.length === 0 && (
              <Box component="span" sx={visuallyHiddenSx}>
                {TEXTS.emptyTitle}
              </Box>
            )}
          </Typography>
        </Stack>
        {isPhone && (
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0 }}
          >
            {TEXTS.filters}
          </Button>
        )}
      </Stack>
      {!loading && shown.length === 0 ? (
        <EmptyState
          icon={<SearchOffIcon />}
          title={TEXTS.emptyTitle}
          description={category ? TEXTS.emptyForCategory(category) : TEXTS.emptyFiltered}
          action={hasFilters(filters) ? clearFiltersLink : undefined}
        />
      ) : (
        <ServiceCardGrid
          services={shown}
          loading={loading}
          skeletons={LISTING_PAGE_SIZE}
          titleComponent="h3"
          favoriteIds={favoriteIds}
          onToggleFavorite={({ id }) =>
            setFavoriteIds(
              (ids) => new Set(ids.has(id) ? [...ids].filter((kept) => kept !== id) : [...ids, id]),
            )
          }
        />
      )}
      {!loading && found.length > LISTING_PAGE_SIZE && (
        <Box sx={{ mt: 5 }}>
          <ResultsPagination
            page={page}
            count={Math.ceil(found.length / LISTING_PAGE_SIZE)}
            onChange={setPage}
          />
        </Box>
      )}
    </Box>
  );

  return (
    <PageFrame userName={userName}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        {status === 'error' ? (
          <ErrorState
            title={TEXTS.loadFailedTitle}
            message={CLIENT_ERROR_MESSAGES.network}
            actions={
              <>
                <Button variant="contained">{TEXTS.retry}</Button>
                {hasFilters(filters) && clearFiltersLink}
              </>
            }
          />
        ) : (
          <>
            <Box sx={{ mb: { xs: 3, md: 4 } }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
                {title}
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
              {!isPhone && (
                <Paper
                  variant="outlined"
                  component="aside"
                  sx={{ p: 2.5, alignSelf: 'start', borderRadius: 3 }}
                >
                  {panel}
                </Paper>
              )}
              {results}
            </Box>
          </>
        )}
      </Container>
      {isPhone && (
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
    </PageFrame>
  );
}
