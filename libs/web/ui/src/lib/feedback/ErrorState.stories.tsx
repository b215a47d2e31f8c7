import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { ErrorState } from './ErrorState';

const meta = { title: 'Feedback/ErrorState', component: ErrorState } satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRetry: Story = {
  args: {
    title: 'No se pudieron obtener los turnos',
    message: 'Error al obtener los turnos',
    actions: <Button variant="contained">Reintentar</Button>,
  },
};
