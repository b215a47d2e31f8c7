/**
 * Services (catalog): the create and edit rules of spec section 5 with their Spanish messages, the
 * options of the availability step, and the request/response shapes of spec sections 3 and 7.
 * Rules are plain data in react-hook-form's shape ({ value, message }); the server's DTOs read them.
 */
import { ERROR_CATALOGUE } from './errors';
import { type Availability, AVAILABILITY_MESSAGES, MAX_SLOTS_PER_DAY, clockTimes } from './availability';

const rule = <T>(value: T, message: string) => ({ value, message }) as const;

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const DURATION_OPTIONS = [30, 60, 120, 150, 180] as const;
export type DurationMinutes = (typeof DURATION_OPTIONS)[number];
export const DEFAULT_DURATION_MINUTES: DurationMinutes = 60;

export const BOOKING_WINDOW_OPTIONS = [30, 60, 90, 120] as const;
export type BookingWindowDays = (typeof BOOKING_WINDOW_OPTIONS)[number];
export const DEFAULT_BOOKING_WINDOW_DAYS: BookingWindowDays = 30;

/** Where the API serves its own images (the demo's category illustrations). */
export const MEDIA_PATH_PREFIX = '/media/';
const MEDIA_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;

/** An image the card may load: an absolute http(s) URL, or a file the API serves under /media/. */
export function isAcceptedImageUrl(value: string): boolean {
  if (MEDIA_PATH.test(value)) return true;
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/**
 * Digits after the decimal point of any finite number, exponent notation included:
 * 12.5 → 1, 1e-7 → 7, 1.5e-7 → 8, 5e-324 → 324, 1e21 → 0.
 */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

const SHARED_RULES = {
  title: {
    required: 'El título es requerido',
    maxLength: rule(100, 'El título no puede superar los 100 caracteres'),
  },
  category: { required: 'Selecciona una categoría' },
  price: {
    // Above 0: the form's default of 0 must be changed.
    min: rule(0, 'El precio debe ser mayor a 0'),
    max: rule(100_000_000, 'El precio no puede superar $ 100.000.000'),
    decimals: rule(2, 'El precio puede tener hasta 2 decimales'),
  },
  // The counter shows /500 and the server keeps that cap, so what the form accepts is what is stored.
  description: {
    required: 'La descripción es requerida',
    minLength: rule(100, 'La descripción debe tener al menos 100 caracteres'),
    maxLength: rule(500, 'La descripción no puede superar los 500 caracteres'),
    counterMax: 500,
  },
  imageUrl: {
    format: rule(isAcceptedImageUrl, 'La imagen debe ser una URL que empiece con http:// o https://'),
    maxLength: rule(500, 'La URL de la imagen no puede superar los 500 caracteres'),
  },
  zones: {
    required: 'Agrega al menos una zona de cobertura',
    maxItems: rule(20, 'Puedes agregar hasta 20 zonas de cobertura'),
    location: 'Selecciona provincia y localidad',
    neighborhood: { maxLength: rule(100, 'El barrio no puede superar los 100 caracteres') },
  },
  availability: {
    required: 'Selecciona al menos un día disponible',
    maxSlotsPerDay: MAX_SLOTS_PER_DAY,
    ...AVAILABILITY_MESSAGES,
  },
  durationMinutes: {
    options: DURATION_OPTIONS,
    default: DEFAULT_DURATION_MINUTES,
    message: 'La duración debe ser de 30, 60, 120, 150 o 180 minutos',
  },
  bookingWindowDays: {
    options: BOOKING_WINDOW_OPTIONS,
    default: DEFAULT_BOOKING_WINDOW_DAYS,
    message: 'Debes indicar el tiempo permitido para ofrecer turnos',
  },
  // On for new services; a service stored before the option existed keeps offering holidays.
  skipsNationalHolidays: {
    default: true,
    message: 'Indica si atiendes o no los feriados nacionales',
  },
} as const;

/** Create wizard (/offer-service) and edit wizard (/edit-service/{id}); edit asks more of the title. */
export const SERVICE_RULES = {
  status: rule(SERVICE_STATUSES, "El estado debe ser 'active' o 'inactive'"),
  create: SHARED_RULES,
  edit: {
    ...SHARED_RULES,
    title: { ...SHARED_RULES.title, minLength: rule(5, 'El título debe tener al menos 5 caracteres') },
    zones: { ...SHARED_RULES.zones, required: 'Debes agregar al menos una zona de cobertura' },
    availability: {
      ...SHARED_RULES.availability,
      required: 'Debes configurar al menos un día y horario de disponibilidad',
    },
  },
} as const;

export type ServiceRules = typeof SERVICE_RULES.create | typeof SERVICE_RULES.edit;

/** Texts of spec section 8 (services): the API's success messages and the screens' own texts. */
export const SERVICE_MESSAGES = {
  created: '¡Servicio creado exitosamente!',
  updated: 'Servicio actualizado exitosamente',
  statusChanged: 'Estado del servicio cambiado exitosamente',
  deleted: 'Servicio eliminado exitosamente',
  basicInfoSaved: 'Información básica guardada',
  zonesSaved: 'Zonas de cobertura guardadas',
  createFailed: 'Error al crear el servicio',
  updateFailed: 'Error al actualizar el servicio',
  saveFailed: 'Error al guardar',
  statusChangeFailed: 'Error al cambiar estado del servicio',
  deleteFailed: 'Error al eliminar servicio',
  loadFailed: 'Error al cargar el servicio',
  loadUnexpected: 'Error inesperado al cargar el servicio',
  onlyOwnerCanDelete: 'Solo el propietario puede eliminar',
  // Spec /my-services: an inactive service cannot be edited; its detail and edit URLs say so too.
  inactiveNotEditable: ERROR_CATALOGUE['CATALOG.SERVICE_INACTIVE'].message,
} as const;

/** Rules of GET /api/services' query string. */
export const SERVICE_SEARCH_RULES = {
  text: { maxLength: rule(100, 'La búsqueda no puede superar los 100 caracteres') },
  filter: { maxLength: rule(100, 'Cada filtro debe ser un texto de hasta 100 caracteres') },
  page: 'La página debe ser un número entero mayor o igual a 1',
  limit: 'La cantidad por página debe ser un número entero mayor o igual a 1',
} as const;

export interface ZoneView {
  province: string;
  locality: string;
  /** Present only when the provider gave one. */
  neighborhood?: string;
}

export interface ServiceProviderView {
  name: string;
  phone: string;
  locality: string;
  province: string;
}

/** A service as every endpoint answers it (spec section 3). */
export interface ServiceView {
  id: number;
  title: string;
  description: string;
  /** The category's name, e.g. 'Jardinería'. */
  category: string;
  /** Pesos, up to two decimals. */
  price: number;
  duration_minutes: DurationMinutes;
  booking_window_days: BookingWindowDays;
  availability: Availability;
  /** National holidays (feriados) have no slots. */
  skips_national_holidays: boolean;
  zones: ZoneView[];
  image_url: string | null;
  status: ServiceStatus;
  isActive: boolean;
  providerId: number;
  providerName: string;
  provider: ServiceProviderView;
  average_rating: number;
  ratings_count: number;
  created_at: string;
  updated_at: string;
}

export interface ZoneRequest {
  province: string;
  locality: string;
  neighborhood?: string;
}

/**
 * POST /api/services and PUT /api/services/{id}. `category` is a category's name or slug. The image
 * goes as `image_url` or `image` (the edit screen's name); on PUT, leaving both out keeps the current one.
 * `skips_national_holidays` left out is true on POST and the current value on PUT.
 */
export interface ServiceRequest {
  title: string;
  description: string;
  category: string;
  price: number;
  duration_minutes?: DurationMinutes;
  booking_window_days?: BookingWindowDays;
  availability: Partial<Availability>;
  skips_national_holidays?: boolean;
  zones: ZoneRequest[];
  image_url?: string | null;
  image?: string | null;
}

/** PATCH /api/services/{id}/status: without `status` the service toggles. */
export interface ServiceStatusRequest {
  status?: ServiceStatus;
}

/** GET /api/services: every filter in both spellings of spec section 2; page from 1, limit 9 (at most 50). */
export interface ServiceSearchQuery {
  q?: string;
  category?: string;
  categoria?: string;
  province?: string;
  provincia?: string;
  locality?: string;
  localidad?: string;
  page?: number;
  limit?: number;
}

export interface ServiceResponse {
  service: ServiceView;
}

/** GET /api/services and GET /api/my-services. */
export interface ServiceListResponse {
  services: ServiceView[];
  /** Exact, unless `total_capped`: then there are more than this many (LISTING_COUNT_LIMIT). */
  total: number;
  total_capped: boolean;
  page: number;
  limit: number;
}

/** The steps of both wizards (spec section 2), in order. */
export const SERVICE_WIZARD_STEPS = ['Datos básicos', 'Zonas de cobertura', 'Disponibilidad'] as const;

/** What the create wizard offers as a slot's start and end (spec section 9): 08:00 to 20:00, hourly. */
export const CREATE_WIZARD_SLOT_TIMES: readonly string[] = clockTimes(8 * 60, 20 * 60, 60);

/**
 * What the edit wizard offers (spec section 9: free times there): any quarter hour of the day, in the
 * same 24 h list as the create wizard, so no browser shows its own 'AM/PM' time input.
 */
export const EDIT_WIZARD_SLOT_TIMES: readonly string[] = clockTimes(0, 23 * 60 + 45, 15);

/** The slot 'Agregar horario' adds (spec section 9). */
export const DEFAULT_TIME_SLOT = { start: '09:00', end: '17:00' } as const;

/** What /edit-service/{id} shows when the service cannot be loaded or belongs to someone else. */
export const SERVICE_EDIT_UNAVAILABLE =
  'No se pudo cargar el servicio: el servicio no existe o no tienes permisos para modificarlo';
