/**
 * The API's error catalogue: every stable error code with its HTTP status and the Spanish text
 * of the spec's catalogue (section 8). The API answers `{ success: false, error, code }` from it
 * and the web reads the same texts, so a code always means the same message on both sides.
 * Each bounded context adds its own `<CONTEXT>.<NAME>` codes here.
 */
import { INTERNAL_ERROR_TEXT, RATE_LIMITED_TEXT } from './generic-error-texts';

export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

export const ERROR_CATALOGUE = {
  'COMMON.VALIDATION': {
    status: 400,
    message: 'Datos inválidos. Verifica que todos los campos estén completos y correctos.',
  },
  'COMMON.BAD_REQUEST': { status: 400, message: 'Solicitud inválida.' },
  'COMMON.JSON_TOO_DEEP': {
    status: 400,
    message: 'Los datos enviados tienen demasiados niveles anidados.',
  },
  'COMMON.UNAUTHENTICATED': { status: 401, message: 'No autenticado. Inicia sesión nuevamente.' },
  'COMMON.FORBIDDEN': { status: 403, message: 'No tienes permisos para realizar esta acción.' },
  'COMMON.NOT_FOUND': { status: 404, message: 'El recurso solicitado no existe.' },
  'COMMON.REQUEST_TIMEOUT': {
    status: 408,
    message: 'La solicitud tardó demasiado en llegar. Intenta nuevamente.',
  },
  'COMMON.PAYLOAD_TOO_LARGE': {
    status: 413,
    message: 'La solicitud es demasiado grande. Reduce el tamaño de los datos enviados.',
  },
  'COMMON.URI_TOO_LONG': { status: 414, message: 'La dirección de la solicitud es demasiado larga.' },
  'COMMON.UNSUPPORTED_MEDIA_TYPE': {
    status: 415,
    message: 'Formato de solicitud no admitido. Envía los datos como JSON.',
  },
  'COMMON.RATE_LIMITED': { status: 429, message: RATE_LIMITED_TEXT },
  'COMMON.HEADERS_TOO_LARGE': {
    status: 431,
    message: 'Los encabezados o la dirección de la solicitud son demasiado largos.',
  },
  'COMMON.INTERNAL': { status: 500, message: INTERNAL_ERROR_TEXT },
  'COMMON.SERVICE_UNAVAILABLE': {
    status: 503,
    message: 'Servicio no disponible: la base de datos no responde.',
  },
  'IDENTITY.EMAIL_TAKEN': {
    status: 409,
    message: 'El email ya está registrado. Usa otro email o inicia sesión.',
  },
  // One text for an unknown email and a wrong password: the answer must not reveal which accounts exist.
  'IDENTITY.INVALID_CREDENTIALS': { status: 401, message: 'Email o contraseña incorrectos.' },
  // The reset screen picks its view from these texts: 'ya fue utilizado' → already used, 'expirado' → expired.
  'IDENTITY.RESET_TOKEN_INVALID': {
    status: 400,
    message: 'Token de recuperación inválido. Por favor, solicita un nuevo enlace de recuperación.',
  },
  'IDENTITY.RESET_TOKEN_EXPIRED': {
    status: 400,
    message: 'El enlace de recuperación ha expirado. Por favor, solicita un nuevo enlace de recuperación.',
  },
  'IDENTITY.RESET_TOKEN_USED': {
    status: 400,
    message:
      'Este enlace de recuperación ya fue utilizado. Por favor, solicita un nuevo enlace de recuperación.',
  },
  'IDENTITY.PROFILE_NOT_FOUND': { status: 404, message: 'Perfil no encontrado. Contacta al soporte.' },
  'CATALOG.SERVICE_NOT_FOUND': { status: 404, message: 'Servicio no encontrado.' },
  // Every owner-only action (edit, change status, delete) answers the spec's edit text.
  'CATALOG.SERVICE_FORBIDDEN': { status: 403, message: 'No tienes permisos para editar este servicio.' },
  'CATALOG.INVALID_SERVICE_ID': { status: 400, message: 'ID de servicio no válido' },
  // /my-services offers no edit for an inactive service; the API agrees (spec section 2).
  'CATALOG.SERVICE_INACTIVE': {
    status: 409,
    message:
      'Este servicio está inactivo: no aparece en las búsquedas y no se puede editar. Actívalo desde Mis Servicios.',
  },
  'SCHEDULING.LOGIN_REQUIRED': { status: 401, message: 'Debes iniciar sesión para reservar un turno' },
  'SCHEDULING.OWN_SERVICE': { status: 403, message: 'No puedes reservar un turno en tu propio servicio' },
  'SCHEDULING.OUTSIDE_HORIZON': {
    status: 400,
    message: 'Solo se permiten reservas dentro de los próximos 30 días.',
  },
  'SCHEDULING.DAY_UNAVAILABLE': {
    status: 400,
    message: 'El servicio no tiene disponibilidad en la fecha seleccionada',
  },
  'SCHEDULING.HOLIDAY': { status: 400, message: 'No hay turnos en feriados para este servicio' },
  'SCHEDULING.NOT_A_SLOT': {
    status: 400,
    message: 'El horario seleccionado no es uno de los turnos del servicio',
  },
  'SCHEDULING.SLOT_STARTED': { status: 400, message: 'El horario seleccionado ya comenzó' },
  'SCHEDULING.SLOT_TAKEN': { status: 409, message: 'El horario ya está ocupado' },
  'SCHEDULING.INVALID_APPOINTMENT_ID': { status: 400, message: 'ID de turno no válido' },
  'SCHEDULING.APPOINTMENT_NOT_FOUND': { status: 404, message: 'Turno no encontrado' },
  // Every action on someone else's appointment (answer, complete, cancel, list) answers the spec's text.
  'SCHEDULING.APPOINTMENT_FORBIDDEN': { status: 403, message: 'No autorizado para modificar este turno' },
  'SCHEDULING.NOT_PENDING': {
    status: 400,
    message: 'Solo se pueden aceptar o rechazar solicitudes pendientes',
  },
  'SCHEDULING.APPOINTMENT_EXPIRED': {
    status: 400,
    message: 'La solicitud caducó: su horario comenzó sin una respuesta',
  },
  'SCHEDULING.NOT_ACCEPTED': { status: 400, message: 'Solo se pueden completar turnos aceptados' },
  'SCHEDULING.INVITE_NOT_ACCEPTED': {
    status: 409,
    message: 'Solo los turnos aceptados se pueden agregar al calendario',
  },
  'SCHEDULING.NOT_ENDED': {
    status: 400,
    message: 'Podrás marcar el servicio como completado cuando termine el turno',
  },
  'SCHEDULING.NOT_CANCELLABLE': {
    status: 400,
    message: 'Solo se pueden cancelar turnos pendientes o aceptados antes de que comiencen',
  },
  'SCHEDULING.APPOINTMENT_CHANGED': {
    status: 409,
    message: 'El turno cambió mientras lo modificabas. Actualiza la página e intenta nuevamente.',
  },
  'FAVOURITES.ALREADY_FAVORITE': { status: 409, message: 'Este servicio ya está en tus favoritos' },
  // Removing a service that is not among the caller's favourites.
  'FAVOURITES.NOT_FAVORITE': { status: 404, message: 'Servicio no encontrado' },
  'REPUTATION.SERVICE_NOT_FOUND': { status: 404, message: 'Servicio no encontrado' },
  // The text the spec's client shows for the server's 'complete an appointment' answer (section 8, reviews).
  'REPUTATION.NOT_COMPLETED': {
    status: 400,
    message:
      'Debes tener un servicio completado antes de poder calificarlo. El servicio debe estar en estado "Completado".',
  },
  'REPUTATION.ALREADY_REVIEWED': { status: 409, message: 'Ya calificaste este servicio' },
  'REPUTATION.INVALID_REVIEW_ID': { status: 400, message: 'ID de reseña no válido' },
  'REPUTATION.REVIEW_NOT_FOUND': { status: 404, message: 'Reseña no encontrada' },
  'REPUTATION.UPDATE_FORBIDDEN': { status: 403, message: 'No tienes permiso para actualizar esta reseña' },
  'REPUTATION.DELETE_FORBIDDEN': { status: 403, message: 'No tienes permiso para eliminar esta reseña' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Generic validation texts that do not belong to one form. */
export const VALIDATION_MESSAGES = {
  fieldNotAllowed: 'Este campo no está permitido',
  malformedText: 'El texto tiene caracteres no válidos',
  repeatedParameter: 'Este parámetro debe aparecer una sola vez',
} as const;
