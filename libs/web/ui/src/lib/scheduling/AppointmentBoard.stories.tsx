import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import type { AppointmentView } from '@changas/shared/contracts';
import { fixtureAppointments } from './appointment.fixtures';
import { AppointmentBoard } from './AppointmentBoard';

const cancel = (appointment: AppointmentView) =>
  appointment.status === 'pending' || appointment.status === 'accepted' ? (
    <Button color="error" size="small" onClick={fn()}>
      Cancelar solicitud
    </Button>
  ) : null;

const meta = {
  title: 'Scheduling/AppointmentBoard',
  component: AppointmentBoard,
  args: {
    appointments: fixtureAppointments,
    view: 'kanban',
    perspective: 'sent',
    renderActions: cancel,
    renderNote: (appointment) =>
      appointment.status === 'accepted' ? 'Podrás calificar después del servicio' : undefined,
  },
} satisfies Meta<typeof AppointmentBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kanban: Story = {};

export const List: Story = { args: { view: 'list' } };

export const Loading: Story = { args: { loading: true } };

export const ListLoading: Story = { args: { view: 'list', loading: true } };

/** Columns with nothing in them say so. */
export const EmptyColumns: Story = { args: { appointments: fixtureAppointments.slice(0, 1) } };

/** One request changing: its card waits. */
export const Busy: Story = { args: { isBusy: (appointment) => appointment.id === 6 } };
