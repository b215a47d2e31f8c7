import { SERVICE_RULES } from '@changas/shared/contracts';
import { emptyWeekSchedule } from '@changas/web/ui';
import { WIZARD_RULES, availabilityIssues } from './service-field-rules';
import { emptyServiceForm, stepOf, toServiceRequest, topLevelFieldErrors } from './service-form';

const { fields } = WIZARD_RULES.create;
const check = <T>(rule: { validate?: unknown }, value: T) =>
  (rule.validate as (value: T) => true | string)(value);

describe('service form', () => {
  it('starts a service at price 0, 60-minute turns and a 30-day window, closed on feriados, with no day offered', () => {
    expect(emptyServiceForm()).toMatchObject({
      price: '0',
      durationMinutes: 60,
      bookingWindowDays: 30,
      skipsNationalHolidays: true,
      zones: [],
    });
    expect(toServiceRequest(emptyServiceForm()).skips_national_holidays).toBe(true);
    expect(toServiceRequest(emptyServiceForm()).availability).toEqual({
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    });
  });

  it('sends a switched-off day as empty, drops incomplete zones and sends no image as null', () => {
    const week = emptyWeekSchedule();
    week.monday = { enabled: false, timeSlots: [{ start: '09:00', end: '17:00' }] };
    week.tuesday = { enabled: true, timeSlots: [{ start: '08:00', end: '12:00' }] };
    const request = toServiceRequest({
      ...emptyServiceForm(),
      price: '1500.5',
      imageUrl: '  ',
      availability: week,
      zones: [
        { province: 'Salta', locality: '' },
        { province: 'Salta', locality: 'Cafayate', neighborhood: 'Centro' },
      ],
    });
    expect(request).toMatchObject({
      price: 1500.5,
      image_url: null,
      zones: [{ province: 'Salta', locality: 'Cafayate', neighborhood: 'Centro' }],
    });
    expect(request.availability).toMatchObject({ monday: [], tuesday: ['08:00-12:00'] });
  });

  it('checks the price: above 0, at most the maximum, two decimals', () => {
    expect(check(fields.price, '0')).toBe('El precio debe ser mayor a 0');
    expect(check(fields.price, '')).toBe('El precio debe ser mayor a 0');
    expect(check(fields.price, '100000001')).toBe('El precio no puede superar $ 100.000.000');
    expect(check(fields.price, '10.555')).toBe('El precio puede tener hasta 2 decimales');
    expect(check(fields.price, '10.55')).toBe(true);
    expect(check(fields.price, '1e-7')).toBe('El precio puede tener hasta 2 decimales');
    expect(check(fields.price, '1e3')).toBe(true);
  });

  it('counts texts in code points as the API and the columns do, and treats invisible text as empty', () => {
    expect(check(fields.title, '😀'.repeat(100))).toBe(true);
    expect(check(fields.title, '😀'.repeat(101))).toBe('El título no puede superar los 100 caracteres');
    expect(check(fields.title, '\u200B\u2060')).toBe('El título es requerido');
    expect(check(fields.title, 'Pan\uD800')).toBe('El texto tiene caracteres no válidos');
    expect(check(fields.imageUrl, `https://example.com/${'😀'.repeat(470)}`)).toBe(true);
  });

  it('checks texts trimmed, and the edit title at 5 characters', () => {
    expect(check(fields.title, '   ')).toBe('El título es requerido');
    expect(check(fields.title, 'Abc')).toBe(true);
    expect(check(WIZARD_RULES.edit.fields.title, ' Abc ')).toBe('El título debe tener al menos 5 caracteres');
    expect(check(fields.description, `${'a'.repeat(99)}   `)).toBe(
      'La descripción debe tener al menos 100 caracteres',
    );
  });

  it('accepts no image, an http(s) URL or a /media/ path', () => {
    expect(check(fields.imageUrl, '')).toBe(true);
    expect(check(fields.imageUrl, 'https://example.com/a.jpg')).toBe(true);
    expect(check(fields.imageUrl, '/media/categories/musica.svg')).toBe(true);
    expect(check(fields.imageUrl, 'foto.jpg')).toBe(
      'La imagen debe ser una URL que empiece con http:// o https://',
    );
  });

  it('finds what is wrong with the week, in each rule set', () => {
    const week = emptyWeekSchedule();
    expect(availabilityIssues(week, SERVICE_RULES.create)).toEqual({
      week: 'Selecciona al menos un día disponible',
      days: {},
    });
    expect(availabilityIssues(week, SERVICE_RULES.edit).week).toBe(
      'Debes configurar al menos un día y horario de disponibilidad',
    );
    week.saturday = { enabled: true, timeSlots: [] };
    week.sunday = { enabled: true, timeSlots: [{ start: '12:00', end: '10:00' }] };
    expect(availabilityIssues(week, SERVICE_RULES.create)).toEqual({
      days: {
        saturday: 'Agrega horarios para Sábado',
        sunday: 'El horario 12:00-10:00 del Domingo debe terminar después de empezar',
      },
    });
  });

  it("keeps the server's first nested message under its top-level field, and knows each field's step", () => {
    expect(
      topLevelFieldErrors({
        'zones.1.locality': 'Selecciona provincia y localidad',
        'zones.2.province': 'Otra',
        'availability.monday': 'Revisa los horarios del Lunes: usa el formato HH:MM-HH:MM',
        title: 'El título es requerido',
      }),
    ).toEqual({
      zones: 'Selecciona provincia y localidad',
      availability: 'Revisa los horarios del Lunes: usa el formato HH:MM-HH:MM',
      title: 'El título es requerido',
    });
    expect([stepOf('imageUrl'), stepOf('zones'), stepOf('bookingWindowDays')]).toEqual([0, 1, 2]);
  });
});
