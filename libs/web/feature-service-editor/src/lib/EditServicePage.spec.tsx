import { screen, within } from '@testing-library/react';
import type { ServiceView } from '@changas/shared/contracts';
import { failure, ok, stubApi, type ApiReply, type ApiRoutes } from '@changas/web/ui/testing';
import { EditServicePage } from './EditServicePage';
import {
  CATEGORIES_ROUTE,
  LONG_DESCRIPTION,
  PROVIDER,
  button,
  choose,
  combobox,
  logInProvider,
  renderEditor,
  replaceText,
  slotGroup,
  stepHeading,
  textbox,
} from './testing/editor-test-kit';

const SERVICE: ServiceView = {
  id: 7,
  title: 'Clases de guitarra',
  description: LONG_DESCRIPTION,
  category: 'Música',
  price: 12500,
  duration_minutes: 60,
  booking_window_days: 30,
  availability: {
    monday: ['09:00-13:00', '14:00-18:00'],
    tuesday: [],
    wednesday: ['10:00-12:30'],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  // Published before the option existed: it works on feriados.
  skips_national_holidays: false,
  zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }],
  image_url: '/media/categories/musica.svg',
  status: 'active',
  isActive: true,
  providerId: PROVIDER.id,
  providerName: PROVIDER.name,
  provider: { name: PROVIDER.name, phone: '', locality: 'Río Cuarto', province: 'Córdoba' },
  average_rating: 4.5,
  ratings_count: 12,
  created_at: '2025-02-01T12:00:00.000Z',
  updated_at: '2025-02-01T12:00:00.000Z',
};
/** What the wizard sends back when nothing was changed. */
const UNCHANGED_REQUEST = {
  title: SERVICE.title,
  description: SERVICE.description,
  category: SERVICE.category,
  price: SERVICE.price,
  duration_minutes: SERVICE.duration_minutes,
  booking_window_days: SERVICE.booking_window_days,
  availability: SERVICE.availability,
  skips_national_holidays: SERVICE.skips_national_holidays,
  zones: SERVICE.zones,
  image_url: SERVICE.image_url,
};
const LOAD = 'GET /api/services/7';
const UPDATE = 'PUT /api/services/7';

function setup(routes: ApiRoutes = {}, url = '/edit-service/7') {
  const api = stubApi({
    ...CATEGORIES_ROUTE,
    [LOAD]: ok({ service: SERVICE }),
    [UPDATE]: ({ body }) =>
      ok({ service: { ...SERVICE, ...(body as object) } }, 'Servicio actualizado exitosamente'),
    ...routes,
  });
  return { api, ...renderEditor(<EditServicePage />, { path: '/edit-service/:serviceId', url }) };
}

const loaded = () => screen.findByRole('textbox', { name: 'Título' });
const location = () => screen.queryByRole('status', { name: 'Ubicación actual' });
const UNAVAILABLE =
  'No se pudo cargar el servicio: el servicio no existe o no tienes permisos para modificarlo';

beforeEach(logInProvider);

describe('EditServicePage', () => {
  it('loads the service into the three steps, with 24 h quarter-hour times and the last zone kept', async () => {
    const { user } = setup();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await loaded()).toHaveValue('Clases de guitarra');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Servicio' })).toBeInTheDocument();
    expect(combobox('Categoría')).toHaveDisplayValue('Música');
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(12500);
    expect(textbox('Descripción')).toHaveValue(LONG_DESCRIPTION);
    expect(screen.getByText('113/500')).toBeInTheDocument();
    expect(textbox('URL de imagen (opcional)')).toHaveValue('/media/categories/musica.svg');
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      '/media/categories/musica.svg',
    );

    await user.click(button('Siguiente'));
    expect(await screen.findByRole('button', { name: 'Quitar zona Río Cuarto, Córdoba' })).toBeDisabled();

    await user.click(button('Siguiente'));
    await screen.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    expect(combobox('Duración de cada turno')).toHaveDisplayValue('60 minutos');
    expect(screen.getByRole('switch', { name: 'Lunes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Martes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'No atiendo feriados nacionales' })).not.toBeChecked();
    const afternoon = within(slotGroup('Lunes', 2));
    expect(afternoon.getByRole('combobox', { name: 'Desde' })).toHaveDisplayValue('14:00');
    expect(afternoon.getByRole('combobox', { name: 'Hasta' })).toHaveDisplayValue('18:00');
    expect(within(slotGroup('Miércoles', 1)).getByRole('combobox', { name: 'Hasta' })).toHaveDisplayValue(
      '12:30',
    );
    expect(afternoon.getByRole('button', { name: 'Quitar horario 14:00-18:00 del Lunes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Quitar horario 10:00-12:30 del Miércoles' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('saves the basic data from step 1 and stays there', async () => {
    const { api, user } = setup();
    await replaceText(user, await loaded(), 'Clases de guitarra criolla');
    await user.click(button('Guardar'));

    expect(await screen.findByText('Información básica guardada')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)).toHaveLength(1);
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      ...UNCHANGED_REQUEST,
      title: 'Clases de guitarra criolla',
    });
    expect(stepHeading()).toHaveTextContent('Datos básicos');
    expect(textbox('Título')).toHaveValue('Clases de guitarra criolla');
    expect(location()).not.toBeInTheDocument();
  });

  it('saves the zones from step 2 and stays there', async () => {
    const { api, user } = setup();
    await loaded();
    await user.click(button('Siguiente'));
    await choose(user, 'Provincia', 'Córdoba');
    await choose(user, 'Localidad', 'Villa Carlos Paz');
    await user.click(button('Agregar zona'));
    expect(button('Quitar zona Río Cuarto, Córdoba')).toBeEnabled();
    await user.click(button('Guardar'));

    expect(await screen.findByText('Zonas de cobertura guardadas')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      ...UNCHANGED_REQUEST,
      zones: [...SERVICE.zones, { province: 'Córdoba', locality: 'Villa Carlos Paz' }],
    });
    expect(stepHeading()).toHaveTextContent('Zonas de cobertura');
  });

  it('tells when a step could not be saved', async () => {
    const { user } = setup({
      [UPDATE]: failure(500, 'COMMON.INTERNAL', 'Error interno del servidor. Intenta más tarde.'),
    });
    await loaded();
    await user.click(button('Guardar'));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor. Intenta más tarde.')).toBeInTheDocument();
    expect(button('Guardar')).toBeEnabled();
  });

  it('asks the edit rules: a 5-character title and a day with times', async () => {
    const { api, user } = setup();
    await replaceText(user, await loaded(), 'Abc');
    await user.click(button('Guardar'));
    expect(await screen.findByText('El título debe tener al menos 5 caracteres')).toBeInTheDocument();

    await replaceText(user, textbox('Título'), 'Clases de guitarra');
    await user.click(button('Siguiente'));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('switch', { name: 'Lunes' }));
    await user.click(screen.getByRole('switch', { name: 'Miércoles' }));
    await user.click(button('Guardar cambios'));
    expect(
      await screen.findByText('Debes configurar al menos un día y horario de disponibilidad'),
    ).toBeInTheDocument();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('asks for a zone when the service has none', async () => {
    const { user } = setup({ [LOAD]: ok({ service: { ...SERVICE, zones: [] } }) });
    await loaded();
    await user.click(button('Siguiente'));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Debes agregar al menos una zona de cobertura')).toBeInTheDocument();
  });

  it('saves every change at the end and goes back to /my-services', async () => {
    const { api, user } = setup();
    await loaded();
    await user.click(button('Siguiente'));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('switch', { name: 'Viernes' }));
    await choose(user, 'Desde', '08:30', within(slotGroup('Viernes', 1)));
    await user.click(screen.getByRole('switch', { name: 'No atiendo feriados nacionales' }));
    await user.click(button('Guardar cambios'));

    // The test's toasts live inside the route, so they go away with the page once it navigates.
    await screen.findByText('Servicio actualizado exitosamente');
    expect(await screen.findByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/my-services');
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      ...UNCHANGED_REQUEST,
      availability: { ...SERVICE.availability, friday: ['08:30-17:00'] },
      skips_national_holidays: true,
    });
  });

  describe('when the service cannot be edited', () => {
    const expectUnavailable = async () => {
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a Mis Servicios' })).toHaveAttribute(
        'href',
        '/my-services',
      );
      expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    };

    it("refuses someone else's service", async () => {
      setup({ [LOAD]: ok({ service: { ...SERVICE, providerId: 99 } }) });
      await expectUnavailable();
    });

    it('refuses an inactive service, as /my-services does, and says to activate it there', async () => {
      setup({ [LOAD]: ok({ service: { ...SERVICE, status: 'inactive', isActive: false } }) });
      expect(await screen.findByRole('heading', { name: 'Servicio inactivo' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Este servicio está inactivo: no aparece en las búsquedas y no se puede editar. Actívalo desde Mis Servicios.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a Mis Servicios' })).toHaveAttribute(
        'href',
        '/my-services',
      );
      expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    });

    it('says so when the service does not exist', async () => {
      setup({ [LOAD]: failure(404, 'CATALOG.SERVICE_NOT_FOUND', 'Servicio no encontrado.') });
      await expectUnavailable();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    });

    it('does not ask for an invalid id', async () => {
      const { api } = setup({}, '/edit-service/abc');
      await expectUnavailable();
      expect(api.callsTo(LOAD)).toHaveLength(0);
    });

    it('offers to try again after a dropped connection', async () => {
      let answer: (reply: ApiReply) => void = () => undefined;
      let attempts = 0;
      const { user } = setup({
        [LOAD]: () =>
          ++attempts === 1 ? 'network-error' : new Promise<ApiReply>((resolve) => (answer = resolve)),
      });
      await expectUnavailable();
      await user.click(button('Reintentar'));
      expect(await screen.findByText('Cargando...')).toBeInTheDocument();
      answer(ok({ service: SERVICE }));
      expect(await loaded()).toHaveValue('Clases de guitarra');
    });
  });
});
