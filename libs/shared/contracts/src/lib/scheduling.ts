/**
 * Scheduling (turnos): the appointment states and their labels, the booking and status-change rules
 * with their Spanish messages (spec sections 4, 5 and 8), and the request/response shapes of the
 * calendar, availability, appointment and dashboard endpoints (spec sections 3 and 7).
 */

const rule = <T>(value: T, message: string) => ({ value, message }) as const;

export const APPOINTMENT_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'expired',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Spec section 4; any other value reads 'Desconocido'. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  completed: 'Completada',
  cancelled: 'Cancelada',
  expired: 'Caducada',
};
export const UNKNOWN_STATUS_LABEL = 'Desconocido';

/** What PUT /api/appointments/{id}/status may ask for: the provider answers or completes, the client cancels. */
export const APPOINTMENT_STATUS_CHANGES = ['accepted', 'rejected', 'completed', 'cancelled'] as const;
export type AppointmentStatusChange = (typeof APPOINTMENT_STATUS_CHANGES)[number];

/** Bookable days run from today to today + min(booking_window_days, this) (spec section 9). */
export const BOOKING_HORIZON_MAX_DAYS = 30;
/** Dashboard: the most recent requests shown per list (spec section 9). */
export const DASHBOARD_RECENT_APPOINTMENTS = 3;

export const BOOKING_RULES = {
  serviceId: 'Selecciona un servicio válido',
  date: {
    required: 'Por favor selecciona una fecha',
    format: 'La fecha debe tener el formato AAAA-MM-DD',
  },
  timeSlot: {
    required: 'Por favor selecciona fecha y hora',
    format: 'El horario debe tener el formato HH:MM',
  },
  // Counted in code points, like the column that stores it.
  notes: { maxLength: rule(500, 'El mensaje no puede superar los 500 caracteres') },
} as const;

export const APPOINTMENT_STATUS_RULES = {
  status: rule(
    APPOINTMENT_STATUS_CHANGES,
    "El estado debe ser 'accepted', 'rejected', 'completed' o 'cancelled'",
  ),
  rejectionReason: {
    required: 'Debes indicar el motivo del rechazo',
    maxLength: rule(500, 'El motivo no puede superar los 500 caracteres'),
  },
} as const;

/** Texts of spec sections 2 and 8 (appointments): the booking's success message and the screens' own. */
export const APPOINTMENT_MESSAGES = {
  created: 'Solicitud creada correctamente',
  completed: 'Servicio marcado como completado exitosamente',
  noSlots: 'No hay horarios disponibles para esta fecha',
} as const;

/** One day of the booking calendar: true when at least one of its slots can still be booked. */
export interface CalendarDayView {
  date: string;
  has_availability: boolean;
  /**
   * The national holiday's name ('Día de la Soberanía Nacional') on every feriado; the day has no
   * availability only when the service skips feriados.
   */
  holiday?: string;
}

/** How the booking calendar names a feriado. */
export const holidayLabel = (name: string) => `Feriado: ${name}`;

/** `GET /api/services/{id}/calendar`: every bookable day, from today to end_date. */
export interface ServiceCalendarResponse {
  start_date: string;
  end_date: string;
  days: CalendarDayView[];
}

/** A slot 'HH:MM' of one day; unavailable when taken or already started. */
export interface TimeSlotView {
  time: string;
  available: boolean;
}

/** `GET /api/services/{id}/availability?date=YYYY-MM-DD` */
export interface DayAvailabilityResponse {
  date: string;
  time_slots: TimeSlotView[];
}

/** `POST /api/appointments` */
export interface CreateAppointmentRequest {
  service_id: number;
  date: string;
  time_slot: string;
  notes?: string;
}

/** `PUT /api/appointments/{id}/status`: `rejection_reason` is required when rejecting. */
export interface AppointmentStatusRequest {
  status: AppointmentStatusChange;
  rejection_reason?: string;
}

/** An appointment as every endpoint answers it (spec section 3). */
export interface AppointmentView {
  id: number;
  service: { id: number; title: string; image_url: string | null };
  client_id: number;
  provider_id: number;
  client_name: string;
  provider: { providerName: string; providerLocality: string; providerProvince: string };
  date: string;
  time_slot: string;
  /** When the slot ends (ISO 8601): the provider may complete it from then on. */
  ends_at: string;
  status: AppointmentStatus;
  notes: string;
  /** Both spellings of spec section 7, null when there is none. */
  rejection_reason: string | null;
  rejectionReason: string | null;
  created_at: string;
  /**
   * The other party's WhatsApp number (wa.me digits, e.g. '5491123456789'): only on an accepted
   * appointment, only to its client and provider, and only when that phone is an Argentine mobile.
   */
  counterpart_whatsapp: string | null;
}

export interface AppointmentResponse {
  appointment: AppointmentView;
}

/** Every appointment list, newest first. */
export interface AppointmentListResponse {
  appointments: AppointmentView[];
  total: number;
  page: number;
  limit: number;
}

/** `GET /api/my-appointments` and `GET /api/services/{id}/appointments` */
export interface AppointmentPageQuery {
  page?: number;
  limit?: number;
}

/** `GET /api/received-appointments`, optionally for one of the caller's services. */
export interface ReceivedAppointmentsQuery extends AppointmentPageQuery {
  service_id?: number;
}

export interface DashboardCounters {
  /** The caller's services, active or paused. */
  published_services: number;
  requests_sent: number;
  requests_received: number;
  /** Received requests still waiting for the caller's answer. */
  pending_to_answer: number;
  /** Appointments completed, as client or as provider. */
  completed: number;
  favorites: number;
}

/** `GET /api/dashboard` */
export interface DashboardResponse {
  counters: DashboardCounters;
  recent_sent: AppointmentView[];
  recent_received: AppointmentView[];
}
