import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInThroughScreen } from './support/auth';
import { confirmServiceAction, publishThroughApi, tokenFor, uniqueWord } from './support/services';
import { newUser, registerThroughApi } from './support/users';

test.describe('catálogo: detalle y mis servicios', () => {
  test('un visitante ve el detalle, inicia sesión desde él y vuelve; el dueño ve la vista pública', async ({
    page,
    request,
  }) => {
    const owner = newUser({ name: 'Marta Giménez' });
    await registerThroughApi(request, owner);
    const service = await publishThroughApi(request, await tokenFor(request, owner), {
      title: 'Plomería de urgencia',
      availability: { monday: ['09:00-12:00', '14:00-18:00'], friday: ['10:00-13:00'] },
    });

    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plomería de urgencia');
    await expect(page.getByText('Desde $ 12.500')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Proveedor' })).toContainText('Marta Giménez');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Disponibilidad' }).click();
    const week = page.getByRole('table', { name: 'Disponibilidad semanal' });
    await expect(week.getByRole('row', { name: /Lunes/ })).toContainText('09:00-12:00');
    await expect(week.getByRole('row', { name: /Lunes/ })).toContainText('14:00-18:00');
    await expect(week.getByRole('row', { name: /Martes/ })).toContainText('No disponible');
    await expect(page.getByText('Turnos de 60 minutos')).toBeVisible();

    await page.goto(`/services/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plomería de urgencia');
    await page.getByRole('link', { name: 'Iniciar Sesión para Solicitar' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(`/services/${service.id}`);
    await expect(page.getByText('Estás viendo la vista pública de tu servicio.')).toBeVisible();
    await page.getByRole('link', { name: 'Editar Servicio' }).click();
    await expect(page).toHaveURL(`/edit-service/${service.id}`);

    await page.goto('/service/abc');
    await expect(page.getByRole('heading', { name: 'ID de servicio no válido' })).toBeVisible();
    await page.goto('/service/999999');
    await expect(page.getByRole('heading', { name: 'Servicio no encontrado.' })).toBeVisible();
  });

  test('desactivar oculta el servicio de la búsqueda, activarlo lo devuelve y eliminarlo lo quita', async ({
    page,
    request,
  }) => {
    const owner = newUser();
    await registerThroughApi(request, owner);
    const word = uniqueWord();
    const title = `Clases de guitarra ${word}`;
    const service = await publishThroughApi(request, await tokenFor(request, owner), {
      title,
      category: 'Música',
    });
    await logInThroughScreen(page, owner);

    await page.goto('/my-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis Servicios');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Activo');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Desactivar ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Desactivar este servicio?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card).toContainText('Activo');
    await confirmServiceAction(page, 'Desactivar', title);
    await expect(page.getByText('Estado del servicio cambiado exitosamente')).toBeVisible();
    await expect(card).toContainText('Inactivo');
    await expect(page.getByRole('button', { name: `Editar ${title}` })).toBeDisabled();

    await page.goto(`/services?q=${word}`);
    await expect(page.getByRole('heading', { name: 'No se encontraron servicios' })).toBeVisible();

    // Opened by its URL, an inactive service is no more editable than on /my-services.
    const inactiveNotice =
      'Este servicio está inactivo: no aparece en las búsquedas y no se puede editar. Actívalo desde Mis Servicios.';
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(inactiveNotice)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar Servicio' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/edit-service/${service.id}`);
    await expect(page.getByRole('heading', { name: 'Servicio inactivo' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveCount(0);
    await page.goto(`/service/${service.id}`);
    await page.getByRole('link', { name: 'Ir a Mis Servicios' }).click();
    await expect(page).toHaveURL('/my-services');
    await confirmServiceAction(page, 'Activar', title);
    await expect(card).toContainText('Activo');
    await page.goto(`/services?q=${word}`);
    await expect(page.getByRole('link', { name: 'Ver detalles' })).toHaveCount(1);

    await page.goto('/my-services');
    await confirmServiceAction(page, 'Eliminar', title);
    await expect(page.getByText('Servicio eliminado exitosamente')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(`/services?q=${word}`);
    await expect(page.getByRole('heading', { name: 'No se encontraron servicios' })).toBeVisible();
  });
});
