import { formatNumber } from '@changas/shared/util';

/** Texts of /services that the spec leaves to the screen; the spec's own texts are marked. */
export const SERVICES_TEXTS = {
  title: 'Servicios',
  titleFor: (category: string) => `Servicios de ${category}`,
  intro: 'Compara precios, zonas y opiniones, y elige a quien necesitas cerca de tu casa.',
  // Spec: spinner text, result count, empty state and its category-specific message.
  loading: 'Cargando servicios...',
  // A capped total (LISTING_COUNT_LIMIT) says so: 'de más de 1.000 servicios'.
  showing: (from: number, to: number, total: number, capped: boolean) =>
    `Mostrando ${from}-${to} de ${capped ? 'más de ' : ''}${formatNumber(total)} ${total === 1 && !capped ? 'servicio' : 'servicios'}`,
  emptyTitle: 'No se encontraron servicios',
  emptyForCategory: (category: string) =>
    `No hay servicios de ${category} que coincidan con tu búsqueda. Prueba con otra zona u otras palabras, o quita algunos filtros.`,
  emptyFiltered:
    'No hay servicios que coincidan con tu búsqueda. Prueba con otra zona u otras palabras, o quita algunos filtros.',
  emptyCatalogue: 'Todavía no hay servicios publicados. ¡Vuelve pronto!',
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
