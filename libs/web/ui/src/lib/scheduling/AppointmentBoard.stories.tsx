import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import type { AppointmentView } from '@changas/shared/contracts';
import { fixtureAppointments } from './appointment.fixtures';
import { AppointmentBoard } from './AppointmentBoard';
import { usageNotes } from '../../storybook/usage-notes';

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
  parameters: {
    docs: usageNotes({
      summary:
        'Las solicitudes de turno de /my-requests y /received-requests: en tablero, por columnas de estado (Pendientes, Aceptadas, Completadas, No concretadas), o en lista, cada una con su nota y sus acciones.',
      use: [
        'En /my-requests (perspectiva sent) y /received-requests (perspectiva received), debajo de BoardViewToggle.',
        'Con loading mientras llega la primera página: muestra esqueletos con la forma de la vista elegida.',
      ],
      avoid: [
        'Para las 3 solicitudes recientes del panel: usar AppointmentCard sueltas.',
        'Cuando la persona no tiene ninguna solicitud: la pantalla muestra su propio EmptyState con un camino a /services.',
        'Para un error de carga: la pantalla muestra ErrorState con Reintentar.',
      ],
      accessibility: [
        'Cada columna es una sección nombrada por su título, con la cantidad de solicitudes al lado.',
        'Una columna vacía lo dice ("Sin solicitudes") en vez de quedar en blanco.',
        'Mientras carga se anuncia "Cargando solicitudes..." (role status); una solicitud que cambia queda aria-busy.',
      ],
    }),
  },
} satisfies Meta<typeof AppointmentBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kanban: Story = {};

export const List: Story = { args: { view: 'list' } };

export const Loading: Story = { args: { loading: true } };

export const ListLoading: Story = { args: { view: 'list', loading: true } };

/** No request at all: every column says so (the screens show their own EmptyState before it gets here). */
export const Empty: Story = { args: { appointments: [] } };

export const ListEmpty: Story = { args: { view: 'list', appointments: [] } };

/** Columns with nothing in them say so. */
export const EmptyColumns: Story = { args: { appointments: fixtureAppointments.slice(0, 1) } };

/** One request changing: its card waits. */
export const Busy: Story = { args: { isBusy: (appointment) => appointment.id === 6 } };
