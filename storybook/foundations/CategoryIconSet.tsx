import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { CategoryIcon } from '@changas/web/ui';

/** The pictogram of each of the 20 default categories (spec section 3), as CategoryIcon draws it. */
export function CategoryIconSet() {
  return (
    <Box
      component="ul"
      sx={{
        my: 3,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {DEFAULT_CATEGORIES.map(({ name, slug }) => (
        <Box
          component="li"
          key={slug}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            textAlign: 'center',
            bgcolor: 'background.paper',
          }}
        >
          <CategoryIcon slug={slug} color="primary" sx={{ fontSize: 40 }} />
          <Typography variant="subtitle2" component="p">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <code>{slug}</code>
          </Typography>
        </Box>
      ))}
      <Box
        component="li"
        sx={{
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          textAlign: 'center',
        }}
      >
        <CategoryIcon slug="categoria-nueva" color="action" sx={{ fontSize: 40 }} />
        <Typography variant="subtitle2" component="p">
          Cualquier otra
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          ícono genérico
        </Typography>
      </Box>
    </Box>
  );
}
