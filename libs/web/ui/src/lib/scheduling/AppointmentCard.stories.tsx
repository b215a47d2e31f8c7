import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import { fixtureAppointment } from './appointment.fixtures';
import { AppointmentCard } from './AppointmentCard';

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

export const Rejected: Story = {
  args: {
    appointment: fixtureAppointment({
      status: 'rejected',
      rejection_reason: reason,
      rejectionReason: reason,
    }),
  },
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
