import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileQueryKey, sessionStore } from '@changas/web/data-access';
import { failure, ok, renderPage, stubApi, type ApiAnswer, type ApiRoute } from '@changas/web/ui/testing';
import { ToastProvider } from '@changas/web/ui';
import { ProfilePage } from './ProfilePage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.firma';
const USER = {
  id: 3,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+5493515551234',
  province: 'Córdoba',
  locality: 'Río Cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};
type User = ReturnType<typeof userEvent.setup>;

function setup(
  profile: ApiAnswer,
  update?: ApiAnswer,
  { fakeTimers = false, preferences }: { fakeTimers?: boolean; preferences?: ApiRoute } = {},
) {
  const api = stubApi({
    'GET /api/user/profile': profile,
    ...(update ? { 'PUT /api/user/profile': update } : {}),
    ...(preferences ? { 'PATCH /api/user/notification-preferences': preferences } : {}),
  });
  const view = renderPage(
    <ToastProvider>
      <ProfilePage />
    </ToastProvider>,
    { path: '/profile' },
  );
  return {
    ...view,
    api,
    user: userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

async function choose(user: User, select: string, option: string) {
  await user.selectOptions(combobox(select), option);
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  sessionStore.save(TOKEN, { ...USER, name: 'Ana (guardada)' });
});
afterEach(() => jest.useRealTimers());

describe('ProfilePage', () => {
  it('loads the profile into the form', async () => {
    const { api } = setup(ok({ user: USER }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Cargando perfil...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Nombre completo/ })).toHaveValue('Ana Pérez');
    expect(textbox(/Email/)).toHaveValue('ana@example.com');
    // Stored in E.164, shown as people write it.
    expect(textbox(/Teléfono/)).toHaveValue('0351 15-555-1234');
    expect(textbox(/Teléfono/)).toHaveAttribute('placeholder', '11 15-2345-6789');
    expect(screen.queryByText(/Agregá un teléfono celular válido/)).not.toBeInTheDocument();
    expect(textbox(/Teléfono/)).toHaveAttribute('autocomplete', 'tel');
    expect(combobox('Provincia')).toHaveDisplayValue('Córdoba');
    expect(combobox('Localidad')).toHaveDisplayValue('Río Cuarto');
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/dashboard');
    expect(api.calls[0].authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('empties the locality when the province changes', async () => {
    const { user } = setup(ok({ user: USER }));
    await screen.findByRole('textbox', { name: /Nombre completo/ });
    await choose(user, 'Provincia', 'Mendoza');
    expect(combobox('Localidad')).not.toHaveDisplayValue('Río Cuarto');
    expect(screen.queryByText('Río Cuarto')).not.toBeInTheDocument();
    await choose(user, 'Localidad', 'Godoy Cruz');
    expect(combobox('Localidad')).toHaveDisplayValue('Godoy Cruz');
  });

  it("refuses to save a province without its locality, which would wipe the user's place", async () => {
    const { user, api } = setup(ok({ user: USER }), ok({ user: USER }, 'Perfil actualizado correctamente'));
    await screen.findByRole('textbox', { name: /Nombre completo/ });
    await choose(user, 'Provincia', 'Mendoza');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(combobox('Localidad')).toHaveFocus());
    expect(combobox('Localidad')).toHaveAccessibleDescription('La localidad es obligatoria');
    expect(screen.queryByText('Perfil actualizado correctamente')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/profile')).toHaveLength(0);

    await choose(user, 'Localidad', 'Godoy Cruz');
    expect(screen.queryByText('La localidad es obligatoria')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado correctamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/profile')[0].body).toMatchObject({
      province: 'Mendoza',
      locality: 'Godoy Cruz',
    });
  });

  it('saves, shows the success message for 5 s and keeps the new values', async () => {
    jest.useFakeTimers();
    const saved = { ...USER, name: 'Ana María Pérez', province: 'Mendoza', locality: 'Godoy Cruz' };
    const { user, api, queryClient } = setup(
      ok({ user: USER }),
      ok({ user: saved }, 'Perfil actualizado correctamente'),
      { fakeTimers: true },
    );
    const name = await screen.findByRole('textbox', { name: /Nombre completo/ });
    await user.clear(name);
    await user.type(name, 'Ana María Pérez');
    await choose(user, 'Provincia', 'Mendoza');
    await choose(user, 'Localidad', 'Godoy Cruz');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Perfil actualizado correctamente')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/profile')[0].body).toEqual({
      name: 'Ana María Pérez',
      email: 'ana@example.com',
      phone: '0351 15-555-1234',
      province: 'Mendoza',
      locality: 'Godoy Cruz',
    });
    expect(sessionStore.getSnapshot()?.user).toEqual(saved);
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(saved);
    expect(name).toHaveValue('Ana María Pérez');

    act(() => void jest.advanceTimersByTime(4900));
    expect(screen.getByText('Perfil actualizado correctamente')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByText('Perfil actualizado correctamente')).not.toBeInTheDocument();
  });

  it('shows "Guardando..." while saving', async () => {
    const { user } = setup(ok({ user: USER }), new Promise(() => undefined));
    await screen.findByRole('textbox', { name: /Nombre completo/ });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
  });

  it('puts server field errors on their fields', async () => {
    const { user } = setup(
      ok({ user: USER }),
      failure(
        400,
        'COMMON.VALIDATION',
        'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
        {
          phone: 'El teléfono no es válido',
        },
      ),
    );
    await screen.findByRole('textbox', { name: /Nombre completo/ });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(textbox(/Teléfono/)).toHaveAccessibleDescription('El teléfono no es válido'));
    expect(textbox(/Teléfono/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Datos inválidos.');
  });

  it('shows a taken email as a banner', async () => {
    const { user } = setup(
      ok({ user: USER }),
      failure(409, 'IDENTITY.EMAIL_TAKEN', 'El email ya está registrado. Usa otro email o inicia sesión.'),
    );
    await screen.findByRole('textbox', { name: /Nombre completo/ });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El email ya está registrado. Usa otro email o inicia sesión.',
    );
  });

  it('checks name, email and phone before saving', async () => {
    const { user, api } = setup(ok({ user: USER }), ok({ user: USER }));
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.clear(textbox(/Nombre completo/));
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.clear(textbox(/Teléfono/));
    await user.type(textbox(/Teléfono/), '123');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El formato del email no es válido')).toBeInTheDocument();
    expect(screen.getByText('El teléfono debe tener entre 10 y 20 caracteres')).toBeInTheDocument();
    expect(textbox(/Nombre completo/)).toHaveFocus();
    expect(api.callsTo('PUT /api/user/profile')).toHaveLength(0);
  });

  it('falls back to the stored user with a warning when the profile cannot be loaded', async () => {
    setup(failure(404, 'IDENTITY.PROFILE_NOT_FOUND', 'Perfil no encontrado. Contacta al soporte.'));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Perfil no encontrado. Contacta al soporte.');
    expect(warning).toHaveTextContent('Se muestran los datos guardados en este dispositivo.');
    expect(textbox(/Nombre completo/)).toHaveValue('Ana (guardada)');
    expect(combobox('Localidad')).toHaveDisplayValue('Río Cuarto');
  });

  it('says "Error obteniendo perfil" when the server gave no text', async () => {
    setup({ status: 502 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error obteniendo perfil');
    expect(textbox(/Nombre completo/)).toHaveValue('Ana (guardada)');
  });

  describe('Notificaciones por email', () => {
    const switchOf = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
    const updated = (changes: object) => ({ ...USER, notifications: { ...USER.notifications, ...changes } });

    it('shows one labelled switch per kind of email, and that the recovery mail always goes', async () => {
      setup(ok({ user: { ...USER, notifications: { ...USER.notifications, reminders: false } } }));

      const section = await screen.findByRole('region', { name: 'Notificaciones por email' });
      expect(switchOf('Solicitudes recibidas')).toBeChecked();
      expect(switchOf('Solicitudes recibidas')).toHaveAccessibleDescription(
        'Cuando alguien pide un turno en uno de tus servicios',
      );
      expect(switchOf('Respuestas a mis solicitudes')).toHaveAccessibleDescription(
        'Cuando aceptan, rechazan, completan o cancelan un turno tuyo',
      );
      expect(switchOf('Recordatorios')).not.toBeChecked();
      expect(switchOf('Recordatorios')).toHaveAccessibleDescription('Un día antes de cada turno aceptado');
      expect(section).toHaveTextContent('El correo para recuperar tu contraseña se envía siempre.');
    });

    it('saves a switch as soon as it moves, showing the change before the answer', async () => {
      let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
      const { user, api } = setup(ok({ user: USER }), undefined, {
        preferences: () => new Promise((resolve) => (answer = resolve)),
      });

      await user.click(await screen.findByRole('switch', { name: /^Respuestas a mis solicitudes/ }));

      expect(switchOf('Respuestas a mis solicitudes')).not.toBeChecked();
      expect(api.callsTo('PATCH /api/user/notification-preferences')[0].body).toEqual({ answers: false });
      act(() => answer(ok({ user: updated({ answers: false }) })));
      await waitFor(() => expect(sessionStore.getSnapshot()?.user.notifications.answers).toBe(false));
      expect(switchOf('Respuestas a mis solicitudes')).not.toBeChecked();
    });

    it('goes back and says so when the server refuses the change', async () => {
      const { user } = setup(ok({ user: USER }), undefined, {
        preferences: failure(503, 'COMMON.SERVICE_UNAVAILABLE', 'Servicio no disponible'),
      });

      await user.click(await screen.findByRole('switch', { name: /^Recordatorios/ }));

      expect(await screen.findByText('No se pudo guardar tu preferencia')).toBeInTheDocument();
      await waitFor(() => expect(switchOf('Recordatorios')).toBeChecked());
    });

    it('cannot be changed while the profile falls back to the stored user', async () => {
      setup(failure(404, 'IDENTITY.PROFILE_NOT_FOUND', 'Perfil no encontrado. Contacta al soporte.'));

      await screen.findByRole('region', { name: 'Notificaciones por email' });
      expect(switchOf('Recordatorios')).toBeDisabled();
    });
  });

  it('asks for a mobile phone when the saved one gives no WhatsApp', async () => {
    setup(ok({ user: { ...USER, phone: '+541145678901' } }));

    expect(
      await screen.findByText('Agregá un teléfono celular válido para que te contacten por WhatsApp'),
    ).toBeInTheDocument();
    expect(textbox(/Teléfono/)).toHaveValue('011 4567-8901');
  });
});
