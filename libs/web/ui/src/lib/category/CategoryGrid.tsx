import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CategoryIcon } from './CategoryIcon';

export interface CategoryItem {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryGridProps {
  categories?: readonly CategoryItem[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** Where a click on a category leads. */
  hrefFor: (category: CategoryItem) => string;
}

const cell = { xs: 6, sm: 4, md: 3, lg: 2.4 } as const;

export function CategoryGrid({
  categories = [],
  loading = false,
  error,
  onRetry,
  hrefFor,
}: CategoryGridProps) {
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          )
        }
      >
        {error}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Grid container spacing={2} role="status" aria-label="Cargando categorías">
        {Array.from({ length: 10 }, (_, index) => (
          <Grid key={index} size={cell}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (categories.length === 0) {
    return <Typography color="text.secondary">Todavía no hay categorías disponibles.</Typography>;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => (
        <Grid key={category.id} size={cell} component="li">
          <Card
            variant="outlined"
            sx={{
              height: '100%',
              transition: 'border-color .2s',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <CardActionArea
              component={RouterLink}
              to={hrefFor(category)}
              sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <CategoryIcon slug={category.slug} color="primary" sx={{ fontSize: 36 }} />
              <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
