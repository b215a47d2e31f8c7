import { screen, waitFor, within } from '@testing-library/react';
import { failure, ok, stubApi, type ApiReply } from '@changas/web/ui/testing';
import { OfferServicePage } from './OfferServicePage';
import {
  CATEGORIES_ROUTE,
  LONG_DESCRIPTION,
  button,
  choose,
  combobox,
  dayGroup,
  logInProvider,
  pasteInto,
  renderEditor,
  replaceText,
  slotGroup,
  stepHeading,
  textbox,
  type User,
} from './testing/editor-test-kit';

const CREATE = 'POST /api/services';

function setup(
  created: ApiReply | Promise<ApiReply> = ok({ service: { id: 41 } }, '¡Servicio creado exitosamente!'),
) {
  const api = stubApi({ ...CATEGORIES_ROUTE, [CREATE]: () => created });
  return { api, ...renderEditor(<OfferServicePage />, { path: '/offer-service' }) };
}

async function fillBasics(user: User) {
  await user.type(textbox('Título'), 'Clases de guitarra');
  await choose(user, 'Categoría', 'Música');
  await replaceText(user, screen.getByRole('spinbutton', { name: 'Precio' }), '12500');
  await pasteInto(user, textbox('Descripción'), LONG_DESCRIPTION);
}

async function addZone(user: User, province: string, locality: string, neighborhood = '') {
  await choose(user, 'Provincia', province);
  await choose(user, 'Localidad', locality);
  if (neighborhood) await user.type(textbox('Barrio (opcional)'), neighborhood);
  await user.click(button('Agregar zona'));
}

async function reachAvailability(user: User) {
  await fillBasics(user);
  await user.click(button('Siguiente'));
  await addZone(user, 'Córdoba', 'Río Cuarto', 'Centro');
  await user.click(button('Siguiente'));
  await screen.findByRole('heading', { level: 2, name: 'Disponibilidad' });
}

/** Switching a day on gives it the default 09:00-17:00 slot. */
async function offerMonday(user: User) {
  await user.click(screen.getByRole('switch', { name: 'Lunes' }));
}

const location = () => screen.queryByRole('status', { name: 'Ubicación actual' });

beforeEach(logInProvider);

describe('OfferServicePage', () => {
  it('publishes a service through the three steps, sending the whole form, and goes to /my-services', async () => {
    const { api, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Ofrecer Servicio' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Datos básicos');
    expect(screen.getByText('Paso 1 de 3: Datos básicos')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(0);

    await fillBasics(user);
    await user.type(textbox('URL de imagen (opcional)'), 'https://example.com/guitarra.jpg');
    await user.click(button('Siguiente'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Zonas de cobertura' })).toHaveFocus();
    await addZone(user, 'Córdoba', 'Río Cuarto', 'Centro');
    await addZone(user, 'Córdoba', 'Villa Carlos Paz');
    await user.click(button('Siguiente'));

    await screen.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    expect(combobox('Duración de cada turno')).toHaveDisplayValue('60 minutos');
    expect(combobox('Tiempo permitido para ofrecer turnos')).toHaveDisplayValue('30 días');
    const holidays = screen.getByRole('switch', { name: 'No atiendo feriados nacionales' });
    expect(holidays).toBeChecked();
    expect(holidays).toHaveAccessibleDescription(
      'Los feriados nacionales no tendrán turnos y el calendario de reservas los mostrará como no disponibles.',
    );
    await choose(user, 'Duración de cada turno', '120 minutos');
    await offerMonday(user);
    await user.click(screen.getByRole('switch', { name: 'Viernes' }));
    await choose(user, 'Hasta', '12:00', within(slotGroup('Viernes', 1)));
    await user.click(button('Publicar servicio'));

    // The test's toasts live inside the route, so they go away with the page once it navigates.
    await screen.findByText('¡Servicio creado exitosamente!');
    expect(await screen.findByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/my-services');
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0].body).toEqual({
      title: 'Clases de guitarra',
      description: LONG_DESCRIPTION,
      category: 'Música',
      price: 12500,
      duration_minutes: 120,
      booking_window_days: 30,
      availability: {
        monday: ['09:00-17:00'],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: ['09:00-12:00'],
        saturday: [],
        sunday: [],
      },
      skips_national_holidays: true,
      zones: [
        { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' },
        { province: 'Córdoba', locality: 'Villa Carlos Paz' },
      ],
      image_url: 'https://example.com/guitarra.jpg',
    });
  });

  it('checks the basic data before moving on', async () => {
    const { user } = setup();
    await user.click(button('Siguiente'));
    expect(await screen.findByText('El título es requerido')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una categoría')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(textbox('Título')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Datos básicos');

    await user.type(textbox('Descripción'), 'Corta');
    expect(await screen.findByText('La descripción debe tener al menos 100 caracteres')).toBeInTheDocument();
    expect(screen.getByText('5/500')).toBeInTheDocument();
    await user.type(textbox('URL de imagen (opcional)'), 'ftp://example.com/foto.jpg');
    expect(
      await screen.findByText('La imagen debe ser una URL que empiece con http:// o https://'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa de la imagen' })).not.toBeInTheDocument();
  });

  it('marks no label with an asterisk, while the required fields still say they are required', () => {
    setup();
    for (const name of ['Título', 'Descripción']) expect(textbox(name)).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toBeRequired();
    const labels = Array.from(document.querySelectorAll('label'), (label) => label.textContent ?? '');
    expect(labels).toEqual(expect.arrayContaining(['Título', 'Descripción']));
    expect(labels.filter((label) => label.includes('*'))).toEqual([]);
  });

  it('previews the image URL as it is typed', async () => {
    const { user } = setup();
    expect(screen.getByText('Agrega una URL para ver cómo se verá la imagen.')).toBeInTheDocument();
    await user.type(textbox('URL de imagen (opcional)'), 'https://example.com/foto.jpg');
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      'https://example.com/foto.jpg',
    );
  });

  it('asks for a zone, and for province and locality to add one; going back keeps what was typed', async () => {
    const { user } = setup();
    await fillBasics(user);
    await user.click(button('Siguiente'));
    await screen.findByRole('heading', { level: 2, name: 'Zonas de cobertura' });

    await user.click(button('Siguiente'));
    expect(await screen.findByText('Agrega al menos una zona de cobertura')).toBeInTheDocument();
    await user.click(button('Agregar zona'));
    expect(screen.getByText('Selecciona provincia y localidad')).toBeInTheDocument();

    await addZone(user, 'Salta', 'Cafayate');
    await waitFor(() =>
      expect(screen.queryByText('Agrega al menos una zona de cobertura')).not.toBeInTheDocument(),
    );
    await user.click(button('Quitar zona Cafayate, Salta'));
    expect(screen.getByText('Agrega al menos una zona de cobertura')).toBeInTheDocument();

    await user.click(button('Anterior'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos básicos' })).toHaveFocus();
    expect(textbox('Título')).toHaveValue('Clases de guitarra');
    expect(combobox('Categoría')).toHaveDisplayValue('Música');
    expect(textbox('Descripción')).toHaveValue(LONG_DESCRIPTION);
  });

  it('checks the availability before publishing', async () => {
    const { api, user } = setup();
    await reachAvailability(user);

    await user.click(button('Publicar servicio'));
    expect(await screen.findByText('Selecciona al menos un día disponible')).toBeInTheDocument();

    // A day switched on comes with a slot to adjust: no error about it until its slots are wrong.
    await user.click(screen.getByRole('switch', { name: 'Lunes' }));
    await waitFor(() =>
      expect(screen.queryByText('Selecciona al menos un día disponible')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Agrega horarios para Lunes')).not.toBeInTheDocument();
    const removeSlot = () =>
      within(slotGroup('Lunes', 1)).getByRole('button', { name: 'Quitar horario 09:00-17:00 del Lunes' });
    await user.click(removeSlot());
    expect(await screen.findByText('Agrega horarios para Lunes')).toBeInTheDocument();

    const addSlot = within(dayGroup('Lunes')).getByRole('button', { name: 'Agregar horario' });
    await user.click(addSlot);
    await user.click(addSlot);
    expect(
      await screen.findByText('Los horarios 09:00-17:00 y 09:00-17:00 del Lunes se superponen'),
    ).toBeInTheDocument();
    await user.click(
      within(slotGroup('Lunes', 2)).getByRole('button', { name: 'Quitar horario 09:00-17:00 del Lunes' }),
    );
    await waitFor(() => expect(screen.queryByText(/se superponen/)).not.toBeInTheDocument());

    await choose(user, 'Desde', '17:00', within(slotGroup('Lunes', 1)));
    expect(
      await screen.findByText('El horario 17:00-17:00 del Lunes debe terminar después de empezar'),
    ).toBeInTheDocument();
    await user.click(button('Publicar servicio'));
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, opening the step of the first one", async () => {
    const { user } = setup(
      failure(400, 'COMMON.VALIDATION', 'Datos inválidos', {
        title: 'El título no puede superar los 100 caracteres',
        'zones.0.locality': 'Selecciona provincia y localidad',
      }),
    );
    await reachAvailability(user);
    await offerMonday(user);
    await user.click(button('Publicar servicio'));

    expect(await screen.findByText('Error al crear el servicio')).toBeInTheDocument();
    expect(screen.getByText('Datos inválidos')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Datos básicos');
    expect(screen.getByText('El título no puede superar los 100 caracteres')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Título')).toHaveFocus());
  });

  it('tells when the service could not be created, and says so while publishing', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const { user } = setup(new Promise<ApiReply>((resolve) => (answer = resolve)));
    await reachAvailability(user);
    await offerMonday(user);
    await user.click(button('Publicar servicio'));

    expect(await screen.findByRole('button', { name: 'Publicando...' })).toBeDisabled();
    expect(button('Anterior')).toBeDisabled();
    answer(failure(500, 'COMMON.INTERNAL', 'Error al crear el servicio'));
    expect(await screen.findByText('Error al crear el servicio')).toBeInTheDocument();
    expect(button('Publicar servicio')).toBeEnabled();
    expect(location()).not.toBeInTheDocument();
  });
});
