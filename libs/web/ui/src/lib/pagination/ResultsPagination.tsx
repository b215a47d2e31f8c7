import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PaginationItem from '@mui/material/PaginationItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';

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

type StepButtonProps = Omit<UsePaginationItem, 'type' | 'page' | 'selected'> & {
  step: keyof typeof STEPS;
  /** On a phone the arrow alone shows; the word stays for assistive technology. */
  compact: boolean;
};

function StepButton({ step, compact, ...item }: StepButtonProps) {
  const { text, Icon } = STEPS[step];
  if (compact)
    return (
      <Button {...item} sx={{ minWidth: TARGET, height: TARGET, p: 0 }}>
        <Icon />
        <Box component="span" sx={visuallyHiddenSx}>
          {text}
        </Box>
      </Button>
    );
  const icon = <Icon />;
  return (
    <Button
      {...item}
      startIcon={step === 'previous' ? icon : undefined}
      endIcon={step === 'next' ? icon : undefined}
      sx={{ minHeight: TARGET }}
    >
      {text}
    </Button>
  );
}

/**
 * 'Anterior', the page numbers and 'Siguiente' (spec '/services'), as a named navigation landmark.
 * On a phone it keeps to one line: arrows instead of words and no neighbours around the current page.
 * One page (or none) renders nothing.
 */
export function ResultsPagination({ page, count, onChange, label = 'Paginación' }: ResultsPaginationProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { items } = usePagination({
    page,
    count,
    siblingCount: compact ? 0 : 1,
    onChange: (_event, next) => onChange(next),
  });

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
        {items.map(({ type, page: itemPage, selected, ...item }, index) => (
          <li key={type === 'page' ? `page-${itemPage}` : `${type}-${index}`}>
            {(type === 'previous' || type === 'next') && (
              <StepButton {...item} step={type} compact={compact} />
            )}
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
          </li>
        ))}
      </Box>
    </Box>
  );
}
