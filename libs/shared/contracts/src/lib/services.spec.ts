import { decimalPlaces, isAcceptedImageUrl, SERVICE_RULES } from './services';

describe('decimalPlaces', () => {
  it.each([
    [15000, 0],
    [12.5, 1],
    [0.29, 2],
    [10.555, 3],
    [1e-7, 7],
    [1.5e-7, 8],
    [5e-324, 324],
    [1e21, 0],
    [-0.25, 2],
  ])('%s has %i decimals, exponent notation included', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('isAcceptedImageUrl', () => {
  it('accepts http(s) URLs and files served under /media/', () => {
    for (const url of [
      'https://example.com/foto.jpg',
      'http://localhost:3000/a.png',
      '/media/categories/jardineria.svg',
    ]) {
      expect(isAcceptedImageUrl(url)).toBe(true);
    }
  });

  it('refuses other schemes, relative paths and escapes from /media/', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      'foto.jpg',
      '/media/../etc/passwd',
      '/otra/foto.png',
      'https://',
    ]) {
      expect(isAcceptedImageUrl(url)).toBe(false);
    }
  });
});

describe('SERVICE_RULES', () => {
  it("keeps the spec's create texts and asks the edit wizard for a longer title", () => {
    const { create, edit } = SERVICE_RULES;
    expect(create.title.required).toBe('El título es requerido');
    expect('minLength' in create.title).toBe(false);
    expect(edit.title.minLength).toEqual({ value: 5, message: 'El título debe tener al menos 5 caracteres' });
    expect(create.description.minLength.message).toBe('La descripción debe tener al menos 100 caracteres');
    expect(create.zones.required).toBe('Agrega al menos una zona de cobertura');
    expect(edit.zones.required).toBe('Debes agregar al menos una zona de cobertura');
    expect(edit.availability.required).toBe('Debes configurar al menos un día y horario de disponibilidad');
    expect(create.availability.daySlotsRequired('saturday')).toBe('Agrega horarios para Sábado');
    expect(create.durationMinutes.options).toEqual([30, 60, 120, 150, 180]);
    expect(create.bookingWindowDays.options).toEqual([30, 60, 90, 120]);
  });
});
