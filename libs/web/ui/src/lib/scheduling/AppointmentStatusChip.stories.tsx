import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Scheduling/AppointmentStatusChip',
  component: AppointmentStatusChip,
  args: { status: 'pending' },
  parameters: {
    docs: usageNotes({
      summary:
        'El estado de una solicitud de turno como etiqueta de color: Pendiente, Aceptada, Rechazada, Completada, Cancelada, Caducada y Desconocido para cualquier otro.',
      use: ['En AppointmentCard y en cualquier lista de solicitudes que necesite el estado de un vistazo.'],
      avoid: [
        'Para estados de un servicio (activo o pausado): usar el chip de OwnedServiceCard.',
        'Como botón o filtro: es solo una etiqueta, no responde a clics.',
      ],
      accessibility: [
        'El estado se lee como texto; el color solo acompaña.',
        'Cada par de fondo y texto supera 7:1 (AAA), a diferencia del chip relleno de advertencia de MUI.',
      ],
    }),
  },
} satisfies Meta<typeof AppointmentStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Accepted: Story = { args: { status: 'accepted' } };
export const Rejected: Story = { args: { status: 'rejected' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Expired: Story = { args: { status: 'expired' } };
/** A status this screen does not know yet. */
export const Unknown: Story = { args: { status: 'on_hold' } };
