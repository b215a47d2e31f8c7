import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PaginationItem from '@mui/material/PaginationItem';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { changasTheme } from '../theme/theme';

export interface ResultsPaginationProps {
  page: number;
  /** Number of pages. */
  count: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark. */
  label?: string;
}

/** Every control is a 44 px touch target (WCAG 2.5.5). */
const TARGET = 44;

/** The current page filled with the primary colour: white on it keeps AA contrast, unlike MUI's tint. */
const selectedPage = {
  bgcolor: 'primary.main',
  borderColor: 'primary.main',
  color: 'primary.contrastText',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.dark' },
} as const;

const STEPS = {
  previous: { text: 'Anterior', Icon: ChevronLeftIcon },
  next: { text: 'Siguiente', Icon: ChevronRightIcon },
} as const;

/** Phones: below the theme's `sm` breakpoint. */
const ON_PHONE = changasTheme.breakpoints.down('sm');

type StepButtonProps = Omit<UsePaginationItem, 'type' | 'page' | 'selected'> & {
  step: keyof typeof STEPS;
};

/** The word and its arrow; on a phone the arrow alone shows, and the word stays for assistive technology. */
function StepButton({ step, ...item }: StepButtonProps) {
  const { text, Icon } = STEPS[step];
  const icon = <Icon />;
  return (
    <Button
      {...item}
      startIcon={step === 'previous' ? icon : undefined}
      endIcon={step === 'next' ? icon : undefined}
      sx={{ minHeight: TARGET, [ON_PHONE]: { minWidth: TARGET, px: 0, '& .MuiButton-icon': { m: 0 } } }}
    >
      <Box component="span" sx={{ [ON_PHONE]: visuallyHiddenSx }}>
        {text}
      </Box>
    </Button>
  );
}

/** Where an item sits in the row: the ellipses follow the first page and precede the last (one boundary page). */
function position({ type, page }: UsePaginationItem, count: number): number {
  if (type === 'previous') return -Infinity;
  if (type === 'next') return Infinity;
  if (type === 'start-ellipsis') return 1.5;
  if (type === 'end-ellipsis') return count - 0.5;
  return page ?? 0;
}

const itemKey = ({ type, page }: UsePaginationItem) => (type === 'page' ? `page-${page}` : type);

/** An item of both rows, or of one of them alone (hidden by CSS in the other), with its React key. */
type RowItem = UsePaginationItem & { key: string; only?: 'phone' | 'wider' };

/** The phone's row and the wider screens' row merged in order, each item marked with the row it belongs to alone. */
function mergeRows(phone: UsePaginationItem[], wider: UsePaginationItem[], count: number): RowItem[] {
  const inPhone = new Set(phone.map(itemKey));
  const inWider = new Set(wider.map(itemKey));
  const items: RowItem[] = [
    ...wider.map((item) => ({
      ...item,
      key: itemKey(item),
      only: inPhone.has(itemKey(item)) ? undefined : ('wider' as const),
    })),
    ...phone
      .filter((item) => !inWider.has(itemKey(item)))
      .map((item) => ({ ...item, key: itemKey(item), only: 'phone' as const })),
  ];
  return items.sort((a, b) => position(a, count) - position(b, count));
}

/** Hides an item on the screens of the other row. */
const ONLY = {
  phone: { display: 'none', [ON_PHONE]: { display: 'list-item' } },
  wider: { [ON_PHONE]: { display: 'none' } },
};

/**
 * 'Anterior', the page numbers and 'Siguiente' (spec '/services'), as a named navigation landmark.
 * On a phone it keeps to one line: arrows instead of words and no neighbours around the current page.
 * Both rows are in the markup and CSS shows one: a prerendered page hydrates as the server drew it, with
 * nothing to draw again once the browser knows the screen's width. One page (or none) renders nothing.
 */
export function ResultsPagination({ page, count, onChange, label = 'Paginación' }: ResultsPaginationProps) {
  const rowFor = (siblingCount: number) => ({
    page,
    count,
    siblingCount,
    onChange: (_event: unknown, next: number) => onChange(next),
  });
  const phone = usePagination(rowFor(0)).items;
  const wider = usePagination(rowFor(1)).items;

  // The spec shows pagination only past one page of results (more than 9): one page has nothing to move to.
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 0.5, sm: 1 },
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {mergeRows(phone, wider, count).map(({ key, type, page: itemPage, selected, only, ...item }) => (
          <Box component="li" key={key} sx={only && ONLY[only]}>
            {(type === 'previous' || type === 'next') && <StepButton {...item} step={type} />}
            {type === 'page' && (
              <PaginationItem
                {...item}
                type="page"
                page={itemPage}
                selected={selected}
                color="primary"
                variant="outlined"
                aria-label={`Página ${itemPage}`}
                sx={{ minWidth: TARGET, height: TARGET, m: 0, '&.Mui-selected': selectedPage }}
              />
            )}
            {(type === 'start-ellipsis' || type === 'end-ellipsis') && (
              <PaginationItem type={type} aria-hidden sx={{ minWidth: 24, m: 0 }} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
