/**
 * The screens' own texts that the page compositions show. The ui library may not import the feature
 * libraries (lint boundary), so these repeat, word for word, the feature texts files named on each
 * group; the spec's validation and error messages come from contracts instead.
 */
import { formatPrice } from '@changas/shared/util';

/** libs/web/feature-services/src/lib/services-texts.ts */
export const SEARCH_TEXTS = {
  title: 'Servicios',
  titleFor: (category: string) => `Servicios de ${category}`,
  intro: 'Compara precios, zonas y opiniones, y elige a quien necesitas cerca de tu casa.',
  loading: 'Cargando servicios...',
  showing: (from: number, to: number, total: number) =>
    `Mostrando ${from}-${to} de ${total} ${total === 1 ? 'servicio' : 'servicios'}`,
  emptyTitle: 'No se encontraron servicios',
  emptyForCategory: (category: string) =>
    `No hay servicios de ${category} que coincidan con tu búsqueda. Prueba con otra zona u otras palabras, o quita algunos filtros.`,
  emptyFiltered:
    'No hay servicios que coincidan con tu búsqueda. Prueba con otra zona u otras palabras, o quita algunos filtros.',
  clearFilters: 'Limpiar filtros',
  filters: 'Filtros',
  filterForm: 'Filtrar servicios',
  results: 'Resultados',
  showResults: 'Ver resultados',
  searchLabel: '¿Qué servicio necesitas?',
  searchPlaceholder: 'Ej.: plomero, clases de inglés',
  search: 'Buscar',
  category: 'Categoría',
  anyCategory: 'Todas las categorías',
  loadFailedTitle: 'No se pudieron cargar los servicios',
  retry: 'Reintentar',
} as const;

/** libs/web/feature-service-detail/src/lib/service-detail-texts.ts and booking/booking-texts.ts */
export const DETAIL_TEXTS = {
  backToServices: 'Ver todos los servicios',
  retry: 'Reintentar',
  zones: 'Zonas de cobertura',
  price: (price: number) => `Desde ${formatPrice(price)}`,
  duration: (minutes: number) => `Duración: ${minutes} minutos`,
  provider: 'Proveedor',
  providerProfile: 'Ver perfil del proveedor',
  ownerNotice: 'Estás viendo la vista pública de tu servicio.',
  edit: 'Editar Servicio',
  loginToRequest: 'Iniciar Sesión para Solicitar',
  request: 'Solicitar servicio',
  tabs: 'Información del servicio',
  description: 'Descripción',
  availability: 'Disponibilidad',
  reviews: 'Reseñas',
  slotLength: (minutes: number) => `Turnos de ${minutes} minutos`,
  bookingWindow: (days: number) => `Reservas hasta ${days} días`,
  upcomingDates: 'Próximas fechas con turnos',
  others: 'Opiniones de otros clientes',
} as const;

/** libs/web/feature-service-editor/src/lib/service-editor-texts.ts */
export const EDITOR_TEXTS = {
  title: 'Ofrecer Servicio',
  intro: 'Completa los tres pasos para publicar tu servicio y empezar a recibir solicitudes.',
  previous: 'Anterior',
  next: 'Siguiente',
  submit: 'Publicar servicio',
  submitting: 'Publicando...',
  steps: [
    'Cuéntales a los clientes qué ofreces y a qué precio.',
    'Indica las localidades donde prestas el servicio.',
    'Elige la duración de cada turno y los días y horarios en que atiendes.',
  ],
  fields: {
    title: 'Título',
    titlePlaceholder: 'Ej.: Clases de guitarra para principiantes',
    category: 'Categoría',
    price: 'Precio',
    priceHint: 'En pesos argentinos',
    description: 'Descripción',
    descriptionHint: 'Al menos 100 caracteres: qué incluye, tu experiencia, qué necesitas del cliente.',
    imageUrl: 'URL de imagen (opcional)',
    imageUrlHint: 'Un enlace que empiece con http:// o https://',
    duration: 'Duración de cada turno',
    durationOption: (minutes: number) => `${minutes} minutos`,
    bookingWindow: 'Tiempo permitido para ofrecer turnos',
    bookingWindowHint: 'Con cuántos días de anticipación pueden reservar los clientes.',
    bookingWindowOption: (days: number) => `${days} días`,
  },
} as const;

/** libs/web/feature-auth/src/lib/LoginPage.tsx, auth-errors.ts and login-lockout.ts */
export const LOGIN_TEXTS = {
  title: 'Iniciar sesión',
  subtitle: 'Ingresa a tu cuenta para gestionar tus servicios y turnos.',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  demo: 'Usar credenciales de demostración',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿No tienes cuenta?',
  register: 'Regístrate',
  attempts: (attempts: number, max: number) => `Intentos: ${attempts}/${max}`,
  failedTitle: 'Error al iniciar sesión',
  blockedTitle: 'Cuenta bloqueada por múltiples intentos fallidos',
  blockedNow: 'Demasiados intentos fallidos. Cuenta bloqueada por 10 minutos.',
  remaining: 'Tiempo restante:',
} as const;
