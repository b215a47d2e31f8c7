import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BoardViewToggle } from './BoardViewToggle';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Scheduling/BoardViewToggle',
  component: BoardViewToggle,
  args: { value: 'kanban', onChange: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'El selector de vista de las solicitudes: Tablero (columnas por estado) o Lista. La pantalla guarda la elección en la URL, así un enlace o volver atrás la conservan.',
      use: ['Arriba de AppointmentBoard en /my-requests y /received-requests.'],
      avoid: [
        'Para filtrar (por servicio o estado): usar un select, como el filtro de servicio de /received-requests.',
        'Para más de dos o tres vistas: usar Tabs.',
      ],
      accessibility: [
        'Es un grupo de botones "Vista"; el elegido queda presionado (aria-pressed) y se recorre con Tab.',
        'Cada botón tiene texto además del icono.',
      ],
    }),
  },
} satisfies Meta<typeof BoardViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kanban: Story = {};
export const List: Story = { args: { value: 'list' } };
export const Disabled: Story = { args: { disabled: true } };
