import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import { fixtureAppointment } from './appointment.fixtures';
import { AppointmentCard } from './AppointmentCard';
import { AppointmentContactActions } from './AppointmentContactActions';
import { usageNotes } from '../../storybook/usage-notes';

const reason = 'No trabajo en esa zona los lunes.';

const meta = {
  title: 'Scheduling/AppointmentCard',
  component: AppointmentCard,
  args: { appointment: fixtureAppointment(), perspective: 'sent' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 340 }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'Una solicitud de turno: su servicio, el día y la hora, la otra persona, el mensaje del cliente, el estado y, si fue rechazada, el motivo del proveedor.',
      use: [
        'Dentro de AppointmentBoard, como tarjeta en el tablero o como fila en la lista.',
        'Sola, en las solicitudes recientes del panel.',
      ],
      avoid: [
        'Para mostrar solo el estado: usar AppointmentStatusChip.',
        'Para elegir día u hora de un turno nuevo: usar MonthCalendar y TimeSlotGrid.',
      ],
      accessibility: [
        'Es un article nombrado por el servicio y la fecha, así dos solicitudes del mismo servicio no se confunden.',
        'El estado es texto ("Pendiente", "Aceptada"...), no solo color; los tonos del chip superan 7:1.',
        'Mientras cambia queda aria-busy, con una barra de progreso arriba; la pantalla deshabilita sus botones.',
      ],
    }),
  },
} satisfies Meta<typeof AppointmentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request the viewer sent, waiting for the provider. */
export const Sent: Story = {
  args: {
    actions: (
      <Button color="error" onClick={fn()}>
        Cancelar solicitud
      </Button>
    ),
  },
};

/** A request to one of the viewer's services: the client's name and the provider's answers. */
export const Received: Story = {
  args: {
    perspective: 'received',
    actions: (
      <>
        <Button variant="contained" onClick={fn()}>
          Aceptar
        </Button>
        <Button color="error" onClick={fn()}>
          Rechazar
        </Button>
      </>
    ),
  },
};

export const AcceptedWithNote: Story = {
  args: {
    appointment: fixtureAppointment({ status: 'accepted', notes: '' }),
    note: 'Podrás calificar después del servicio',
  },
};

const accepted = fixtureAppointment({ status: 'accepted', counterpart_whatsapp: '5493414123456' });

/** Accepted: WhatsApp with the provider and the turno for the calendar (AppointmentContactActions). */
export const AcceptedWithWhatsApp: Story = {
  args: {
    appointment: accepted,
    actions: <AppointmentContactActions appointment={accepted} perspective="sent" onAddToCalendar={fn()} />,
  },
};

const noPhone = fixtureAppointment({ status: 'accepted', counterpart_whatsapp: null });

/** Accepted, but the provider has no mobile phone: the card says why there is no WhatsApp. */
export const AcceptedWithoutPhone: Story = {
  args: {
    appointment: noPhone,
    actions: <AppointmentContactActions appointment={noPhone} perspective="sent" onAddToCalendar={fn()} />,
  },
};

export const Rejected: Story = {
  args: {
    appointment: fixtureAppointment({
      status: 'rejected',
      rejection_reason: reason,
      rejectionReason: reason,
    }),
  },
};

/** Done: the requester may rate it. */
export const Completed: Story = {
  args: {
    appointment: fixtureAppointment({ status: 'completed', date: '2026-03-02', time_slot: '09:00' }),
    actions: (
      <Button variant="outlined" onClick={fn()}>
        Calificar
      </Button>
    ),
  },
};

export const Cancelled: Story = {
  args: { appointment: fixtureAppointment({ status: 'cancelled', date: '2026-03-12' }) },
};

/** Its date passed without an answer. */
export const Expired: Story = {
  args: { appointment: fixtureAppointment({ status: 'expired', date: '2026-03-03' }) },
};

export const UnknownStatus: Story = {
  args: { appointment: fixtureAppointment({ status: 'on_hold' as never }) },
};

/** The list view's layout, across the row on wide screens. */
export const Row: Story = {
  args: { ...Received.args, layout: 'row' },
  decorators: [
    (Story) => (
      <Box sx={{ width: 900, maxWidth: '100%' }}>
        <Story />
      </Box>
    ),
  ],
};

/** A change under way: the card waits and its buttons are disabled. */
export const Busy: Story = {
  args: {
    perspective: 'received',
    busy: true,
    actions: (
      <Button variant="contained" disabled>
        Aceptar
      </Button>
    ),
  },
};
