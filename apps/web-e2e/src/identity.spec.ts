import { API_PATHS, API_PREFIX } from '@changas/shared/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { choose } from './support/select';
import { PRIVATE_ROUTES, logInThroughScreen } from './support/auth';
import { linkIn, waitForMail } from './support/mailbox';
import { newUser, registerThroughApi } from './support/users';

test.describe('identidad', () => {
  test('registro → panel, y cerrar sesión', async ({ page }) => {
    const user = newUser();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear cuenta');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();

    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar contraseña').fill('Distinta123');
    await choose(page.getByRole('combobox', { name: 'Provincia' }), user.province);
    await page.getByLabel('Localidad').fill(user.locality);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

    await page.getByLabel('Confirmar contraseña').fill(user.password);
    await expect(page.getByText('Las contraseñas no coinciden')).toBeHidden();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lucía!');

    await page.getByRole('button', { name: /Lucía Fernández/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('un email ya registrado se rechaza con el mensaje del catálogo', async ({ page, request }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Correo electrónico').fill(user.email.toUpperCase());
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar contraseña').fill(user.password);
    await choose(page.getByRole('combobox', { name: 'Provincia' }), user.province);
    await page.getByLabel('Localidad').fill(user.locality);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Error en el registro')).toBeVisible();
    await expect(
      page.getByText('El email ya está registrado. Usa otro email o inicia sesión.'),
    ).toBeVisible();
  });

  test('cinco contraseñas incorrectas bloquean el ingreso, también después de recargar', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Contraseña', { exact: true }).fill(`Incorrecta${attempt}`);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      if (attempt < 5) {
        await expect(page.getByText(`Intentos: ${attempt}/5`)).toBeVisible();
        await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
      }
    }
    await expect(
      page.getByText('Demasiados intentos fallidos. Cuenta bloqueada por 10 minutos.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();

    await page.reload();
    await expect(
      page.getByText('Demasiados intentos fallidos. Intenta nuevamente en 10 minutos.'),
    ).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBe('5');
    expect(Number(await page.evaluate(() => localStorage.getItem('blockTime')))).toBeGreaterThan(Date.now());
  });

  test('olvidé mi contraseña → correo real → nueva contraseña → ingreso', async ({ page, request }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect(page.getByText('Revisa tu correo electrónico')).toBeVisible();
    await expect(
      page.getByText('Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.'),
    ).toBeVisible();

    const link = linkIn(await waitForMail(user.email), '/reset-password/');
    await page.goto(new URL(link).pathname);
    const newPassword = 'Renovada456';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada')).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 6_000 });

    await logInThroughScreen(page, { email: user.email, password: newPassword });
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Nueva contraseña').fill('OtraClave789');
    await page.getByLabel('Confirmar contraseña').fill('OtraClave789');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Enlace ya utilizado')).toBeVisible();
  });

  test('el perfil editado se conserva al recargar', async ({ page, request }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    await logInThroughScreen(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi Perfil');
    await expect(page.getByLabel('Nombre')).toHaveValue(user.name);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Nombre').fill('Lucía Beatriz Fernández');
    await choose(page.getByRole('combobox', { name: 'Provincia' }), 'Mendoza');
    // A new province empties the locality.
    await expect(page.getByRole('combobox', { name: 'Localidad' })).toHaveValue('');
    await choose(page.getByRole('combobox', { name: 'Localidad' }), 'Godoy Cruz');
    await page.getByLabel('Teléfono').fill('+54 9 261 555-0199');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nombre')).toHaveValue('Lucía Beatriz Fernández');
    await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Mendoza');
    await expect(page.getByRole('combobox', { name: 'Localidad' })).toHaveValue('Godoy Cruz');
    // Stored in E.164, shown as written in Argentina.
    await expect(page.getByLabel('Teléfono')).toHaveValue('0261 15-555-0199');
  });

  test('quien ingresa tras una sesión vencida no ve lo que leyó la cuenta anterior', async ({
    page,
    request,
  }) => {
    const before = newUser({ name: 'Rosa Quiroga' });
    const after = newUser({ name: 'Ernesto Paz' });
    await registerThroughApi(request, before);
    await registerThroughApi(request, after);
    await logInThroughScreen(page, before);
    await page.getByRole('button', { name: /Rosa Quiroga/ }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await expect(page.getByLabel('Nombre')).toHaveValue(before.name);

    // The server stops taking the session's token, as when it expires: the next read sends it to /login.
    const expired = `**/${API_PREFIX}/**`;
    await page.route(expired, (route) =>
      route.fulfill({ status: 401, json: { success: false, error: 'Token inválido o expirado' } }),
    );
    await page.getByRole('button', { name: /Rosa Quiroga/ }).click();
    await page.getByRole('menuitem', { name: 'Mis solicitudes' }).click();
    await expect(page).toHaveURL('/login');
    await page.unroute(expired);

    // Someone else signs in on the same page, without reloading it: nothing of the first account is shown.
    await page.getByLabel('Email', { exact: true }).fill(after.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(after.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // Back where the session ended.
    await expect(page).toHaveURL('/my-requests');
    await page.getByRole('button', { name: /Ernesto Paz/ }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await expect(page.getByLabel('Nombre')).toHaveValue(after.name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(after.email);
  });

  for (const route of PRIVATE_ROUTES) {
    test(`${route} lleva a un visitante anónimo a /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL('/login');
    });
  }

  test('el botón de demostración completa las credenciales del usuario demo', async ({ page }) => {
    const settingsCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/${API_PREFIX}/${API_PATHS.appConfig}`)
        settingsCalls.push(sent.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: /demo/i }).click();
    // The browser draws /login alone, and the server's settings that show the button came in its document.
    expect(settingsCalls).toEqual([]);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Usuario!');
  });
});
