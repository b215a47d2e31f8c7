import { ERROR_CATALOGUE } from './errors';
import { APPOINTMENT_STATUS_CHANGES, APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from './scheduling';

describe('scheduling contracts', () => {
  it('keeps the status labels of spec section 4', () => {
    expect(APPOINTMENT_STATUSES.map((status) => APPOINTMENT_STATUS_LABELS[status])).toEqual([
      'Pendiente',
      'Aceptada',
      'Rechazada',
      'Completada',
      'Cancelada',
      'Caducada',
    ]);
    expect(APPOINTMENT_STATUS_CHANGES.every((change) => APPOINTMENT_STATUSES.includes(change))).toBe(true);
  });

  it('answers the booking and appointment errors with the statuses and texts of the spec', () => {
    const answer = (code: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[code];
    expect(answer('SCHEDULING.SLOT_TAKEN')).toEqual({ status: 409, message: 'El horario ya está ocupado' });
    expect(answer('SCHEDULING.APPOINTMENT_FORBIDDEN')).toEqual({
      status: 403,
      message: 'No autorizado para modificar este turno',
    });
    expect(answer('SCHEDULING.APPOINTMENT_NOT_FOUND')).toEqual({
      status: 404,
      message: 'Turno no encontrado',
    });
    expect(answer('SCHEDULING.LOGIN_REQUIRED')).toEqual({
      status: 401,
      message: 'Debes iniciar sesión para reservar un turno',
    });
    expect(answer('SCHEDULING.OUTSIDE_HORIZON')).toEqual({
      status: 400,
      message: 'Solo se permiten reservas dentro de los próximos 30 días.',
    });
    expect(answer('SCHEDULING.DAY_UNAVAILABLE')).toEqual({
      status: 400,
      message: 'El servicio no tiene disponibilidad en la fecha seleccionada',
    });
  });
});
