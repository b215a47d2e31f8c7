import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PaginationItem from '@mui/material/PaginationItem';
import usePagination from '@mui/material/usePagination';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface ResultsPaginationProps {
  page: number;
  /** Number of pages. */
  count: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark. */
  label?: string;
}

/** 'Anterior', the page numbers and 'Siguiente' (spec '/services'), as a named navigation landmark. */
export function ResultsPagination({ page, count, onChange, label = 'Paginación' }: ResultsPaginationProps) {
  const { items } = usePagination({ page, count, onChange: (_event, next) => onChange(next) });

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
          gap: 1,
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {items.map(({ type, page: itemPage, selected, ...item }, index) => (
          <li key={type === 'page' ? `page-${itemPage}` : `${type}-${index}`}>
            {type === 'previous' && (
              <Button {...item} startIcon={<ChevronLeftIcon />}>
                Anterior
              </Button>
            )}
            {type === 'next' && (
              <Button {...item} endIcon={<ChevronRightIcon />}>
                Siguiente
              </Button>
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
              />
            )}
            {(type === 'start-ellipsis' || type === 'end-ellipsis') && (
              <PaginationItem type={type} aria-hidden />
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
