import type { Meta, StoryObj } from '@storybook/react-vite';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { HoverLabel } from './HoverLabel';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Feedback/HoverLabel',
  component: HoverLabel,
  parameters: {
    docs: usageNotes({
      summary:
        'Una etiqueta breve que aparece debajo de un elemento al pasar el puntero o al llegar con el teclado. Reemplaza al Tooltip de MUI en las pantallas públicas, que sumaría 13 kB de JavaScript.',
      use: [
        'Para nombrar un botón de ícono (decorativa: el aria-label ya lo nombra).',
        'Para explicar una insignia o un estado con `describes` (la etiqueta pasa a ser su descripción accesible).',
      ],
      avoid: [
        'Para información imprescindible: el texto debe estar a la vista, no escondido detrás de un hover.',
        'Para contenido interactivo (enlaces, botones): usar un Popover o un diálogo.',
      ],
      accessibility: [
        'Se muestra con el puntero y con el foco del teclado (:focus-visible), y Escape la oculta (WCAG 1.4.13).',
        'Con `describes` es la descripción (aria-describedby, role tooltip); sin ella queda oculta para lectores de pantalla.',
      ],
    }),
  },
  args: { label: 'Mis favoritos', children: <span /> },
} satisfies Meta<typeof HoverLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon button whose aria-label already says the same. */
export const Default: Story = {
  render: (args) => (
    <HoverLabel {...args}>
      <IconButton aria-label="Mis favoritos">
        <FavoriteBorderIcon />
      </IconButton>
    </HoverLabel>
  ),
};

/** Explains a badge: the label is also its accessible description. */
export const Describing: Story = {
  args: { label: 'Servicio líder: 4 estrellas o más con al menos 3 reseñas.', describes: true },
  render: (args) => (
    <HoverLabel {...args}>
      <Chip tabIndex={0} label="Líder" color="secondary" size="small" />
    </HoverLabel>
  ),
};
