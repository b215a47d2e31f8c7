import type { ServiceRequest } from '@changas/shared/contracts';
import { validationFailure } from './support/http';
import { registerUser } from './support/identity';
import { serviceRequest, servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

type Overrides = Partial<Record<keyof ServiceRequest | 'status' | 'owner', unknown>>;

const IMAGE_FORMAT = 'La imagen debe ser una URL que empiece con http:// o https://';
const LOCATION = 'Selecciona provincia y localidad';
const cordoba = { province: 'Córdoba', locality: 'Córdoba' };

/** Messages both wizards share (spec section 5), as [overrides, field errors]. */
const SHARED_CASES: [Overrides, Record<string, string>][] = [
  [{ category: '' }, { category: 'Selecciona una categoría' }],
  [{ category: undefined }, { category: 'Selecciona una categoría' }],
  [{ category: 'Astrología' }, { category: 'Selecciona una categoría' }],
  [{ price: 0 }, { price: 'El precio debe ser mayor a 0' }],
  [{ price: -100 }, { price: 'El precio debe ser mayor a 0' }],
  [{ price: 'gratis' }, { price: 'El precio debe ser mayor a 0' }],
  [{ price: undefined }, { price: 'El precio debe ser mayor a 0' }],
  [{ price: 100_000_001 }, { price: 'El precio no puede superar $ 100.000.000' }],
  [{ price: 10.555 }, { price: 'El precio puede tener hasta 2 decimales' }],
  [{ description: '' }, { description: 'La descripción es requerida' }],
  [{ description: undefined }, { description: 'La descripción es requerida' }],
  [
    { description: `  ${'a'.repeat(99)}  ` },
    { description: 'La descripción debe tener al menos 100 caracteres' },
  ],
  [{ description: 'a'.repeat(501) }, { description: 'La descripción no puede superar los 500 caracteres' }],
  [{ image_url: 'javascript:alert(1)' }, { image_url: IMAGE_FORMAT }],
  [{ image_url: 'foto.jpg' }, { image_url: IMAGE_FORMAT }],
  [{ image_url: '/media/../secreto.svg' }, { image_url: IMAGE_FORMAT }],
  [{ image: 'ftp://example.com/a.png' }, { image: IMAGE_FORMAT }],
  [
    { image_url: `https://example.com/${'a'.repeat(490)}.png` },
    { image_url: 'La URL de la imagen no puede superar los 500 caracteres' },
  ],
  [
    { zones: Array.from({ length: 21 }, () => cordoba) },
    { zones: 'Puedes agregar hasta 20 zonas de cobertura' },
  ],
  [
    { zones: [{ province: '', locality: '' }] },
    { 'zones.0.province': LOCATION, 'zones.0.locality': LOCATION },
  ],
  [
    { zones: [cordoba, { province: 'Narnia', locality: 'Cair Paravel' }] },
    { 'zones.1.province': LOCATION, 'zones.1.locality': LOCATION },
  ],
  [{ zones: [{ province: 'Córdoba', locality: 'Rosario' }] }, { 'zones.0.locality': LOCATION }],
  [{ zones: [{ province: 'Córdoba' }] }, { 'zones.0.locality': LOCATION }],
  [{ zones: ['Córdoba'] }, { 'zones.0.province': LOCATION, 'zones.0.locality': LOCATION }],
  [
    { zones: [{ ...cordoba, neighborhood: 'x'.repeat(101) }] },
    { 'zones.0.neighborhood': 'El barrio no puede superar los 100 caracteres' },
  ],
  [{ zones: [{ ...cordoba, id: 4 }] }, { 'zones.0.id': 'Este campo no está permitido' }],
  [
    { availability: { monday: ['9-13'] } },
    { 'availability.monday': 'Revisa los horarios del Lunes: usa el formato HH:MM-HH:MM' },
  ],
  [
    { availability: { monday: '09:00-13:00' } },
    { 'availability.monday': 'Revisa los horarios del Lunes: usa el formato HH:MM-HH:MM' },
  ],
  [
    { availability: { tuesday: ['18:00-09:00'] } },
    { 'availability.tuesday': 'El horario 18:00-09:00 del Martes debe terminar después de empezar' },
  ],
  [
    { availability: { wednesday: ['11:00-13:00', '09:00-12:00'] } },
    { 'availability.wednesday': 'Los horarios 09:00-12:00 y 11:00-13:00 del Miércoles se superponen' },
  ],
  [
    {
      availability: {
        thursday: Array.from(
          { length: 25 },
          (_, hour) => `${String(hour).padStart(2, '0')}:00-${String(hour).padStart(2, '0')}:30`,
        ),
      },
    },
    { 'availability.thursday': 'El Jueves admite hasta 24 horarios' },
  ],
  [
    { availability: { monday: ['09:00-12:00'], lunes: ['09:00-12:00'] } },
    { 'availability.lunes': 'Este campo no está permitido' },
  ],
  [{ duration_minutes: 45 }, { duration_minutes: 'La duración debe ser de 30, 60, 120, 150 o 180 minutos' }],
  [
    { duration_minutes: null },
    { duration_minutes: 'La duración debe ser de 30, 60, 120, 150 o 180 minutos' },
  ],
  [
    { booking_window_days: 0 },
    { booking_window_days: 'Debes indicar el tiempo permitido para ofrecer turnos' },
  ],
  [
    { booking_window_days: 45 },
    { booking_window_days: 'Debes indicar el tiempo permitido para ofrecer turnos' },
  ],
  [
    { status: 'inactive', owner: 3 },
    { status: 'Este campo no está permitido', owner: 'Este campo no está permitido' },
  ],
];

/** Messages that differ between the create wizard and the edit wizard: [overrides, create errors, edit errors]. */
const WIZARD_CASES: [Overrides, Record<string, string>, Record<string, string>][] = [
  [{ title: '' }, { title: 'El título es requerido' }, { title: 'El título es requerido' }],
  [{ title: undefined }, { title: 'El título es requerido' }, { title: 'El título es requerido' }],
  [
    { title: 'x'.repeat(101) },
    { title: 'El título no puede superar los 100 caracteres' },
    { title: 'El título no puede superar los 100 caracteres' },
  ],
  [{ title: ' Pan ' }, {}, { title: 'El título debe tener al menos 5 caracteres' }],
  [
    { zones: [] },
    { zones: 'Agrega al menos una zona de cobertura' },
    { zones: 'Debes agregar al menos una zona de cobertura' },
  ],
  [
    { zones: 'Córdoba' },
    { zones: 'Agrega al menos una zona de cobertura' },
    { zones: 'Debes agregar al menos una zona de cobertura' },
  ],
  [
    { zones: undefined },
    { zones: 'Agrega al menos una zona de cobertura' },
    { zones: 'Debes agregar al menos una zona de cobertura' },
  ],
  [
    { availability: {} },
    { availability: 'Selecciona al menos un día disponible' },
    { availability: 'Debes configurar al menos un día y horario de disponibilidad' },
  ],
  [
    { availability: { monday: [], friday: [] } },
    { availability: 'Selecciona al menos un día disponible' },
    { availability: 'Debes configurar al menos un día y horario de disponibilidad' },
  ],
  [
    { availability: 'lunes' },
    { availability: 'Selecciona al menos un día disponible' },
    { availability: 'Debes configurar al menos un día y horario de disponibilidad' },
  ],
];

describe('/api/services: validation messages', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;
  let token: string;
  let serviceId: number;

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
    ({ token } = await registerUser(api));
    serviceId = (await services.publish(token)).id;
  });
  afterAll(() => api?.close());

  /** Expects the 400 with exactly `errors`, or a success when there are none. */
  const expectFailure = async (
    answer: Promise<{ status: number; body: unknown }>,
    errors: Record<string, string>,
  ) => {
    const { status, body } = await answer;
    if (Object.keys(errors).length === 0) {
      expect(status).toBeLessThan(300);
    } else {
      expect(status).toBe(400);
      expect(body).toEqual(validationFailure(errors));
    }
  };

  it.each(SHARED_CASES)('POST and PUT answer 400 for %j', async (overrides, errors) => {
    const body = serviceRequest(overrides as Partial<ServiceRequest>);
    await expectFailure(services.create(token, body), errors);
    await expectFailure(services.update(serviceId, token, body), errors);
  });

  it.each(WIZARD_CASES)(
    '%j: POST answers %j, PUT answers %j',
    async (overrides, createErrors, editErrors) => {
      const body = serviceRequest(overrides as Partial<ServiceRequest>);
      await expectFailure(services.create(token, body), createErrors);
      await expectFailure(services.update(serviceId, token, body), editErrors);
    },
  );

  it('POST answers every invalid field at once and stores nothing', async () => {
    const before = (await services.mine(token)).body.data.total;
    await expectFailure(services.create(token, {}), {
      title: 'El título es requerido',
      description: 'La descripción es requerida',
      category: 'Selecciona una categoría',
      price: 'El precio debe ser mayor a 0',
      zones: 'Agrega al menos una zona de cobertura',
      availability: 'Selecciona al menos un día disponible',
    });
    expect((await services.mine(token)).body.data.total).toBe(before);
  });

  it('PATCH status accepts only active or inactive', async () => {
    await expectFailure(services.setStatus(serviceId, token, { status: 'paused' }), {
      status: "El estado debe ser 'active' o 'inactive'",
    });
    await expectFailure(services.setStatus(serviceId, token, { activo: true }), {
      activo: 'Este campo no está permitido',
    });
  });

  it.each<[Record<string, string>, Record<string, string>]>([
    [{ page: '0' }, { page: 'La página debe ser un número entero mayor o igual a 1' }],
    [{ page: 'dos' }, { page: 'La página debe ser un número entero mayor o igual a 1' }],
    [{ limit: '0' }, { limit: 'La cantidad por página debe ser un número entero mayor o igual a 1' }],
    [{ limit: '1.5' }, { limit: 'La cantidad por página debe ser un número entero mayor o igual a 1' }],
    [{ q: 'a'.repeat(101) }, { q: 'La búsqueda no puede superar los 100 caracteres' }],
    [{ provincia: 'x'.repeat(101) }, { provincia: 'Cada filtro debe ser un texto de hasta 100 caracteres' }],
    [{ orden: 'precio' }, { orden: 'Este campo no está permitido' }],
  ])('GET /api/services answers 400 for %j', async (query, errors) => {
    await expectFailure(services.search(query), errors);
  });

  it('GET /api/services refuses a repeated filter, saying that it is repeated', async () => {
    await expectFailure(api.request('/api/services?category=limpieza&category=pintura'), {
      category: 'Este parámetro debe aparecer una sola vez',
    });
  });
});
