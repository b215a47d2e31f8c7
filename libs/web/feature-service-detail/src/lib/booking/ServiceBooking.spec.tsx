import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CalendarDayView, ServiceView, TimeSlotView } from '@changas/shared/contracts';
import { addDays } from '@changas/shared/util';
import { sessionStore } from '@changas/web/data-access';
import { ToastProvider } from '@changas/web/ui';
import { failure, ok, renderPage, stubApi, type ApiRoutes } from '@changas/web/ui/testing';
import { ServiceDetailPage } from '../ServiceDetailPage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.firma';
const CLIENT = {
  id: 9,
  name: 'Luis Gómez',
  email: 'luis@example.com',
  phone: '',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

const SERVICE = {
  id: 7,
  title: 'Clases de guitarra',
  description: 'Clases de guitarra criolla y eléctrica para todas las edades, en tu casa o en la mía.',
  category: 'Música',
  price: 12500,
  duration_minutes: 60,
  booking_window_days: 30,
  skips_national_holidays: true,
  availability: {
    monday: ['09:00-12:00'],
    tuesday: [],
    wednesday: ['09:00-12:00'],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }],
  image_url: null,
  status: 'active',
  isActive: true,
  providerId: 5,
  providerName: 'Ana Pérez',
  provider: { name: 'Ana Pérez', phone: '', locality: 'Río Cuarto', province: 'Córdoba' },
  average_rating: 0,
  ratings_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
} satisfies ServiceView;

// A fixed horizon far ahead: Wednesday 6 March 2030 to 5 April 2030, Mondays and Wednesdays bookable.
const DAYS: CalendarDayView[] = Array.from({ length: 31 }, (_, index) => {
  const date = addDays('2030-03-06', index);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { date, has_availability: weekday === 1 || weekday === 3 };
});
const CALENDAR = 'GET /api/services/7/calendar';
const MONDAY = 'GET /api/services/7/availability?date=2030-03-11';
const slots = (taken: string[] = []): TimeSlotView[] =>
  ['09:00', '10:00', '11:00'].map((time) => ({ time, available: !taken.includes(time) }));
const daySlots = (taken: string[] = []) => ok({ date: '2030-03-11', time_slots: slots(taken) });

/** Shows where the login link went and where it will come back to. */
function LoginProbe() {
  const { state } = useLocation();
  const from = (state as { from?: { pathname: string; search: string } } | null)?.from;
  return <output aria-label="Inicio de sesión">{`${from?.pathname}${from?.search}`}</output>;
}

function setup(routes: ApiRoutes = {}, url = '/service/7') {
  const api = stubApi({
    'GET /api/services/7': ok({ service: SERVICE }),
    [CALENDAR]: ok({ start_date: '2030-03-06', end_date: '2030-04-05', days: DAYS }),
    [MONDAY]: daySlots(['10:00']),
    ...routes,
  });
  renderPage(
    <ToastProvider>
      <Routes>
        <Route path="/service/:id" element={<ServiceDetailPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </ToastProvider>,
    { path: '/*', url },
  );
  return { api, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Solicitar servicio' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const monday = () => button('Lunes, 11 de marzo de 2030');

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Solicitar servicio' }));
  // The modal's code loads on its first opening.
  const modal = await screen.findByRole('dialog', { name: 'Solicitar servicio' });
  await within(modal).findByRole('grid', { name: 'Elige una fecha: Marzo de 2030' });
}

async function chooseMonday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(monday());
  await user.click(button('Siguiente'));
  await within(dialog()).findByRole('radio', { name: '09:00' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, CLIENT);
});

describe('requesting a service from its detail', () => {
  it('asks for a date, then a time, and sends the request with its message', async () => {
    const { api, user } = setup({
      'POST /api/appointments': ok({ appointment: {} }, 'Solicitud creada correctamente'),
    });
    await openModal(user);
    expect(dialog()).toHaveAccessibleDescription('Clases de guitarra');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Paso 1 de 2: Fecha');
    expect(button('Martes, 12 de marzo de 2030')).toHaveAttribute('aria-disabled', 'true');

    await user.click(button('Siguiente'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Por favor selecciona una fecha');

    await chooseMonday(user);
    expect(within(dialog()).getByRole('heading', { name: 'Elige un horario' })).toHaveFocus();
    expect(dialog()).toHaveTextContent('Fecha elegida: Lunes, 11 de marzo de 2030');
    expect(within(dialog()).getByRole('radio', { name: '10:00 (no disponible)' })).toBeDisabled();

    await user.click(button('Enviar solicitud'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Por favor selecciona fecha y hora');
    expect(api.callsTo('POST /api/appointments')).toHaveLength(0);

    await user.click(within(dialog()).getByRole('radio', { name: '11:00' }));
    await user.type(
      within(dialog()).getByLabelText('Mensaje para el proveedor (opcional)'),
      '  Tengo guitarra.  ',
    );
    await user.click(button('Enviar solicitud'));

    expect(await screen.findByText('Solicitud creada correctamente')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointments').map((call) => call.body)).toEqual([
      { service_id: 7, date: '2030-03-11', time_slot: '11:00', notes: 'Tengo guitarra.' },
    ]);
    expect(api.calls.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toHaveFocus();
  });

  it('goes back to the calendar with the date kept, and starts afresh after closing', async () => {
    const { user } = setup();
    await openModal(user);
    await chooseMonday(user);
    await user.click(within(dialog()).getByRole('radio', { name: '09:00' }));
    await user.click(button('Atrás'));
    expect(within(dialog()).getByRole('heading', { name: 'Elige una fecha' })).toHaveFocus();
    expect(monday()).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Cerrar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openModal(user);
    expect(monday()).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Paso 1 de 2: Fecha');
  });

  it('shows a feriado the service skips disabled, with its name in the day and under the month', async () => {
    const malvinas = 'Día del Veterano y de los Caídos en la Guerra de Malvinas';
    const days = DAYS.map((day) =>
      day.date === '2030-04-02' ? { ...day, has_availability: false, holiday: malvinas } : day,
    );
    const { user } = setup({
      [CALENDAR]: ok({ start_date: '2030-03-06', end_date: '2030-04-05', days }),
    });
    await openModal(user);
    await user.click(button('Mes siguiente'));

    expect(button(`Martes, 2 de abril de 2030, Feriado: ${malvinas}`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog()).getByRole('list', { name: 'Feriados del mes' })).toHaveTextContent(
      `2 de abril: Feriado: ${malvinas}`,
    );
  });

  it('says so when the day has no slot left', async () => {
    const { user } = setup({ [MONDAY]: ok({ date: '2030-03-11', time_slots: [] }) });
    await openModal(user);
    await user.click(monday());
    await user.click(button('Siguiente'));
    expect(
      await within(dialog()).findByText('No hay horarios disponibles para esta fecha'),
    ).toBeInTheDocument();
  });

  it('tells when the slot was just taken and shows the day again, refreshed', async () => {
    const answers = [daySlots(), daySlots(['11:00'])];
    const { api, user } = setup({
      [MONDAY]: () => answers.shift() ?? daySlots(['11:00']),
      'POST /api/appointments': failure(409, 'SCHEDULING.SLOT_TAKEN', 'El horario ya está ocupado'),
    });
    await openModal(user);
    await chooseMonday(user);
    await user.click(within(dialog()).getByRole('radio', { name: '11:00' }));
    await user.click(button('Enviar solicitud'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('El horario ya está ocupado');
    expect(await within(dialog()).findByRole('radio', { name: '11:00 (no disponible)' })).toBeDisabled();
    expect(within(dialog()).getByRole('radio', { name: '09:00' })).not.toBeChecked();
    expect(api.callsTo(MONDAY)).toHaveLength(2);
    expect(api.callsTo(CALENDAR).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's reason when the request is refused", async () => {
    const { user } = setup({
      'POST /api/appointments': failure(400, 'SCHEDULING.SLOT_STARTED', 'El horario seleccionado ya comenzó'),
    });
    await openModal(user);
    await chooseMonday(user);
    await user.click(within(dialog()).getByRole('radio', { name: '09:00' }));
    await user.click(button('Enviar solicitud'));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear el turno');
    expect(alert).toHaveTextContent('El horario seleccionado ya comenzó');
    expect(dialog()).toBeInTheDocument();
  });

  it('offers a retry when the calendar cannot be loaded', async () => {
    let attempts = 0;
    const { user } = setup({
      [CALENDAR]: () =>
        ++attempts === 1
          ? failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.')
          : ok({ start_date: '2030-03-06', end_date: '2030-04-05', days: DAYS }),
    });
    await user.click(await screen.findByRole('button', { name: 'Solicitar servicio' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'No se pudo obtener el calendario del servicio',
    );
    await user.click(button('Reintentar'));
    expect(await within(dialog()).findByRole('grid')).toBeInTheDocument();
  });

  it('opens ready to request when the visitor comes back from logging in', async () => {
    const { user } = setup({}, '/service/7?solicitar=1');
    expect(await within(await screen.findByRole('dialog')).findByRole('grid')).toBeInTheDocument();
    await user.click(button('Cancelar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an anonymous visitor to log in and back to the open modal', async () => {
    sessionStore.clear();
    const { user } = setup();
    await user.click(await screen.findByRole('link', { name: 'Iniciar Sesión para Solicitar' }));
    expect(screen.getByRole('status', { name: 'Inicio de sesión' })).toHaveTextContent(
      '/service/7?solicitar=1',
    );
  });

  it('shows the coming days with free slots, read-only, on the Disponibilidad tab', async () => {
    sessionStore.clear();
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Disponibilidad' }));
    const calendar = await screen.findByRole('table', { name: 'Próximas fechas con turnos: Marzo de 2030' });
    expect(within(calendar).queryByRole('button')).not.toBeInTheDocument();
    expect(calendar).toHaveTextContent('Lunes, 11 de marzo de 2030, con turnos disponibles');
    expect(calendar).toHaveTextContent('Martes, 12 de marzo de 2030, sin turnos');
  });
});
