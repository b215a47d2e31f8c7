import { ApiError } from '@changas/web/data-access';
import { profileErrorMessage, toProfileFormValues, toUpdateProfileRequest } from './profile-form';

const USER = {
  id: 3,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  province: 'cordoba',
  locality: 'rio cuarto',
  created_at: '2025-01-01T00:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

describe('profile form values', () => {
  it('spells known places as the dropdowns do and keeps unknown ones', () => {
    expect(toProfileFormValues(USER)).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '',
      province: 'Córdoba',
      locality: 'Río Cuarto',
    });
    expect(toProfileFormValues({ ...USER, province: 'Córdoba', locality: 'Barrio Nuevo' }).locality).toBe(
      'Barrio Nuevo',
    );
  });

  it('shows a stored E.164 phone as people write it', () => {
    expect(toProfileFormValues({ ...USER, phone: '+5491123456789' }).phone).toBe('011 15-2345-6789');
    expect(toProfileFormValues({ ...USER, phone: '+541145678901' }).phone).toBe('011 4567-8901');
  });

  it('sends missing values as empty text', () => {
    const partial = { id: 3, name: 'Ana', email: 'ana@example.com' } as unknown as typeof USER;
    expect(toProfileFormValues(partial)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      province: '',
      locality: '',
    });
  });

  it('trims and lower-cases what it sends', () => {
    expect(
      toUpdateProfileRequest({
        name: ' Ana ',
        email: ' Ana@Example.COM ',
        phone: ' 11 5555 1234 ',
        province: 'Salta',
        locality: 'Cafayate',
      }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '11 5555 1234',
      province: 'Salta',
      locality: 'Cafayate',
    });
  });
});

describe('profileErrorMessage', () => {
  it('shows the server text, the no-connection text, or the fallback', () => {
    expect(
      profileErrorMessage(
        new ApiError('Perfil no encontrado. Contacta al soporte.', 404, 'IDENTITY.PROFILE_NOT_FOUND'),
        'F',
      ),
    ).toBe('Perfil no encontrado. Contacta al soporte.');
    expect(profileErrorMessage(new ApiError('Sin conexión', 0), 'F')).toBe('Sin conexión');
    expect(
      profileErrorMessage(new ApiError('Error del servidor (502)', 502), 'Error actualizando perfil'),
    ).toBe('Error actualizando perfil');
    expect(profileErrorMessage(new Error('bug'), 'F')).toBe('Error inesperado');
  });
});
