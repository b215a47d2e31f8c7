import type { DashboardCounters } from '@changas/shared/contracts';

/** The dashboard's texts (spec section 2: greeting, six counters, six shortcuts, recent requests). */
export const DASHBOARD_TEXTS = {
  title: 'Mi panel',
  greeting: (name: string) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
  intro: 'Desde aquí puedes buscar servicios, publicar los tuyos y seguir tus solicitudes.',
  activity: 'Tu actividad',
  quickActions: 'Accesos rápidos',
  activityFailed: 'No se pudo cargar tu actividad',
  recentSent: 'Últimas solicitudes enviadas',
  recentReceived: 'Últimas solicitudes recibidas',
  seeAllSent: 'Ver todas mis solicitudes',
  seeAllReceived: 'Ver todas las solicitudes recibidas',
  noneSent: 'Aún no has enviado solicitudes. Busca un servicio y pide tu primer turno.',
  noneReceived: 'Aún no has recibido solicitudes en tus servicios.',
} as const;

/** The six counters of GET /api/dashboard, in the order they are shown. */
export const COUNTER_LABELS: readonly { key: keyof DashboardCounters; label: string }[] = [
  { key: 'published_services', label: 'Servicios publicados' },
  { key: 'requests_sent', label: 'Solicitudes enviadas' },
  { key: 'requests_received', label: 'Solicitudes recibidas' },
  { key: 'pending_to_answer', label: 'Pendientes de responder' },
  { key: 'completed', label: 'Servicios completados' },
  { key: 'favorites', label: 'Favoritos' },
];
