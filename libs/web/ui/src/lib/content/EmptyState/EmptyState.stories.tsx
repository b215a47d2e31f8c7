import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
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
