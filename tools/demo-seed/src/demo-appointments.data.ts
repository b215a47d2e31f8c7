import type { AppointmentStatus } from '@changas/shared/contracts';
import type { DemoUserKey } from './demo-users.data';

/** One request of the demo: who asks, for which service (by title), when, and how it ends up. */
export interface DemoAppointment {
  readonly client: DemoUserKey;
  readonly service: string;
  /**
   * Days from the seed's today to the slot: the service's first working day on or after it (ahead),
   * or its last one on or before it (behind, for the states that need a past slot).
   */
  readonly inDays: number;
  readonly outcome: AppointmentStatus;
  readonly notes?: string;
  /** The provider's words when the outcome is 'rejected'. */
  readonly reason?: string;
}

/**
 * The demo account sends and receives a request in every state, one of the completed ones on another
 * user's service that it has not reviewed yet (so it may rate it), and the providers trade some among
 * themselves. The completed ones at the end are those the demo reviews (demo-reviews.data.ts) tell
 * about; requests of one service sit a week apart, so they never share a day.
 */
export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  // Received by the demo account.
  {
    client: 'laura',
    service: 'Apoyo escolar para niños de primaria',
    inDays: 3,
    outcome: 'pending',
    notes: 'Mi hijo está en cuarto grado y necesita ayuda con fracciones.',
  },
  {
    client: 'martin',
    service: 'Limpieza profunda de hogares',
    inDays: 5,
    outcome: 'accepted',
    notes: 'Es un departamento de dos ambientes con balcón.',
  },
  {
    client: 'carla',
    service: 'Apoyo escolar para niños de primaria',
    inDays: 6,
    outcome: 'rejected',
    reason: 'Esa semana estoy de licencia. ¿Podemos pasarlo a la siguiente?',
  },
  { client: 'diego', service: 'Limpieza profunda de hogares', inDays: -9, outcome: 'completed' },
  { client: 'sofia', service: 'Apoyo escolar para niños de primaria', inDays: 8, outcome: 'cancelled' },
  { client: 'pablo', service: 'Limpieza profunda de hogares', inDays: -4, outcome: 'expired' },
  // Sent by the demo account.
  {
    client: 'demo',
    service: 'Jardinería y poda de árboles frutales',
    inDays: -12,
    outcome: 'completed',
    notes: 'Tengo dos limoneros y un durazno para podar.',
  },
  {
    client: 'demo',
    service: 'Armado de muebles en caja',
    inDays: 4,
    outcome: 'pending',
    notes: 'Un placard de seis puertas.',
  },
  { client: 'demo', service: 'Clases de inglés para adultos', inDays: 2, outcome: 'accepted' },
  {
    client: 'demo',
    service: 'Plomería y destapaciones urgentes',
    inDays: 7,
    outcome: 'rejected',
    reason: 'No llego a La Plata esa semana; te conviene buscar a alguien de la zona.',
  },
  { client: 'demo', service: 'Clases particulares de matemática', inDays: 9, outcome: 'cancelled' },
  { client: 'demo', service: 'Portugués para viajeros', inDays: -3, outcome: 'expired' },
  // Between providers.
  { client: 'valeria', service: 'Viandas saludables semanales', inDays: -6, outcome: 'completed' },
  { client: 'laura', service: 'Clases de yoga para principiantes', inDays: 3, outcome: 'accepted' },
  { client: 'martin', service: 'Electricista matriculado', inDays: 5, outcome: 'pending' },
  {
    client: 'diego',
    service: 'Entrenamiento personal funcional',
    inDays: 4,
    outcome: 'rejected',
    reason: 'Ese horario ya lo tengo tomado por un grupo.',
  },
  { client: 'carla', service: 'Clases de guitarra criolla', inDays: -5, outcome: 'expired' },
  {
    client: 'sofia',
    service: 'Fotografía de producto para tiendas online',
    inDays: 10,
    outcome: 'cancelled',
  },
  { client: 'pablo', service: 'Instalación de paneles solares', inDays: -8, outcome: 'completed' },
  // Completed, then reviewed (demo-reviews.data.ts).
  { client: 'laura', service: 'Limpieza profunda de hogares', inDays: -16, outcome: 'completed' },
  { client: 'carla', service: 'Limpieza profunda de hogares', inDays: -23, outcome: 'completed' },
  { client: 'martin', service: 'Viandas saludables semanales', inDays: -13, outcome: 'completed' },
  { client: 'diego', service: 'Viandas saludables semanales', inDays: -20, outcome: 'completed' },
  { client: 'martin', service: 'Electricista matriculado', inDays: -4, outcome: 'completed' },
  { client: 'sofia', service: 'Electricista matriculado', inDays: -11, outcome: 'completed' },
  { client: 'pablo', service: 'Electricista matriculado', inDays: -18, outcome: 'completed' },
  { client: 'valeria', service: 'Electricista matriculado', inDays: -25, outcome: 'completed' },
  { client: 'laura', service: 'Clases de yoga para principiantes', inDays: -5, outcome: 'completed' },
  { client: 'carla', service: 'Clases de yoga para principiantes', inDays: -12, outcome: 'completed' },
  { client: 'sofia', service: 'Clases de yoga para principiantes', inDays: -19, outcome: 'completed' },
  { client: 'carla', service: 'Kinesiología y rehabilitación a domicilio', inDays: -6, outcome: 'completed' },
  {
    client: 'pablo',
    service: 'Kinesiología y rehabilitación a domicilio',
    inDays: -13,
    outcome: 'completed',
  },
  {
    client: 'martin',
    service: 'Kinesiología y rehabilitación a domicilio',
    inDays: -20,
    outcome: 'completed',
  },
  { client: 'laura', service: 'Plomería y destapaciones urgentes', inDays: -3, outcome: 'completed' },
  { client: 'carla', service: 'Plomería y destapaciones urgentes', inDays: -10, outcome: 'completed' },
  { client: 'sofia', service: 'Plomería y destapaciones urgentes', inDays: -17, outcome: 'completed' },
  { client: 'martin', service: 'Fletes y mudanzas pequeñas', inDays: -7, outcome: 'completed' },
  { client: 'laura', service: 'Fletes y mudanzas pequeñas', inDays: -14, outcome: 'completed' },
  { client: 'demo', service: 'Clases de inglés para adultos', inDays: -8, outcome: 'completed' },
  { client: 'sofia', service: 'Paseo y cuidado de perros', inDays: -4, outcome: 'completed' },
  { client: 'martin', service: 'Paseo y cuidado de perros', inDays: -11, outcome: 'completed' },
];
