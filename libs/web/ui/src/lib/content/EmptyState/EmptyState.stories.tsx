import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from './EmptyState';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  parameters: {
    docs: usageNotes({
      summary: 'Lo que muestra una lista cuando no tiene nada: un título, una pista y una salida.',
      use: [
        'En /services sin resultados, /my-services sin servicios, /favorites vacío, las solicitudes sin movimientos y la búsqueda de /help sin coincidencias.',
      ],
      avoid: [
        'Cuando la lista no cargó por un error: usar ErrorState con «Reintentar».',
        'Mientras carga: usar PageLoader o esqueletos.',
      ],
      accessibility: [
        'El título usa el nivel de encabezado que corresponde donde aparece (titleComponent).',
        'El ícono es decorativo; la acción es un botón o un enlace común.',
      ],
    }),
  },
  args: {
    icon: <SearchOffIcon />,
    title: 'No se encontraron resultados',
    description: 'Prueba con otras palabras, revisa la ortografía o explora las categorías.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button variant="contained">Limpiar búsqueda</Button> },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Todavía no hay nada por aquí' },
};
