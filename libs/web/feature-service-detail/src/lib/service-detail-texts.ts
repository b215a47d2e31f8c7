import { ERROR_CATALOGUE, SERVICE_MESSAGES } from '@changas/shared/contracts';
import { formatPrice } from '@changas/shared/util';

/** The detail screen's texts (spec sections 2 and 8); the API's own messages come from contracts. */
export const SERVICE_DETAIL_TEXTS = {
  invalidId: ERROR_CATALOGUE['CATALOG.INVALID_SERVICE_ID'].message,
  notFound: ERROR_CATALOGUE['CATALOG.SERVICE_NOT_FOUND'].message,
  notFoundHint: 'Puede que el enlace esté mal escrito o que el servicio ya no esté publicado.',
  loadFailed: SERVICE_MESSAGES.loadFailed,
  fallbackTitle: 'Detalle del servicio',
  backToServices: 'Ver todos los servicios',
  retry: 'Reintentar',
  inactive: 'Inactivo',
  zones: 'Zonas de cobertura',
  price: (price: number) => `Desde ${formatPrice(price)}`,
  duration: (minutes: number) => `Duración: ${minutes} minutos`,
  provider: 'Proveedor',
  providerProfile: 'Ver perfil del proveedor',
  ownerNotice: 'Estás viendo la vista pública de tu servicio.',
  edit: 'Editar Servicio',
  inactiveNotice: SERVICE_MESSAGES.inactiveNotEditable,
  toMyServices: 'Ir a Mis Servicios',
  loginToRequest: 'Iniciar Sesión para Solicitar',
  tabs: 'Información del servicio',
  description: 'Descripción',
  availability: 'Disponibilidad',
  reviews: 'Reseñas',
  slotLength: (minutes: number) => `Turnos de ${minutes} minutos`,
  bookingWindow: (days: number) => `Reservas hasta ${days} días`,
  contractToReview: 'Contrata este servicio para poder dejar tu reseña',
} as const;
