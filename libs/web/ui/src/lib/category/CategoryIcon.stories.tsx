import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { CategoryIcon } from './CategoryIcon';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/CategoryIcon',
  component: CategoryIcon,
  parameters: {
    docs: usageNotes({
      summary:
        'El pictograma de cada una de las 20 categorías de Changas; una categoría desconocida recibe un ícono genérico.',
      use: [
        'Junto al nombre de la categoría: en la grilla de la home (CategoryGrid), en la tarjeta de servicio y en el detalle del servicio.',
        'En lugar de la foto de un servicio sin imagen o cuya imagen no carga (lo hace ServiceImage).',
      ],
      avoid: [
        'Solo, sin el nombre de la categoría al lado: el ícono no alcanza para reconocerla. Para nombrar la categoría usar un Chip o un texto.',
        'Para acciones (editar, borrar, buscar): usar los íconos de @mui/icons-material dentro de un Button o un IconButton con nombre accesible.',
      ],
      accessibility: [
        'Es decorativo (aria-hidden): el nombre de la categoría tiene que estar escrito al lado.',
        'Toma el color del texto que lo rodea o el que se le pase (color="primary"); el primario de Changas tiene más de 3:1 de contraste sobre blanco, como pide una parte gráfica.',
      ],
    }),
  },
  args: { slug: 'jardineria', color: 'primary', fontSize: 'large' },
} satisfies Meta<typeof CategoryIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** El pictograma de una categoría; `slug` es el nombre en minúsculas y sin tildes, como en contracts. */
export const Default: Story = {};

/** El juego completo: las 20 categorías de contracts, en el orden en que se muestran, cada una con su nombre. */
export const AllCategories: Story = {
  render: (args) => (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
      }}
    >
      {DEFAULT_CATEGORIES.map(({ name, slug }) => (
        <Stack component="li" key={slug} spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CategoryIcon {...args} slug={slug} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        </Stack>
      ))}
    </Box>
  ),
};

/** Los tamaños en uso: el chip de categoría de la tarjeta, junto a un texto, la grilla de la home y el reemplazo de la imagen. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-end' }}>
      {[
        { label: 'Chip (18 px)', sx: { fontSize: 18 } },
        { label: 'Texto (24 px)', sx: { fontSize: 24 } },
        { label: 'Grilla (36 px)', sx: { fontSize: 36 } },
        { label: 'Imagen (64 px)', sx: { fontSize: 64 } },
      ].map(({ label, sx }) => (
        <Stack key={label} spacing={1} sx={{ alignItems: 'center' }}>
          <CategoryIcon {...args} sx={sx} />
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  ),
};

/** Una categoría fuera del juego recibe el pictograma genérico. */
export const Unknown: Story = { args: { slug: 'cerrajeria' } };
