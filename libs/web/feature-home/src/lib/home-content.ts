import { ROUTES } from '@changas/shared/contracts';

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Busca y compara',
    description: 'Filtra por rubro, provincia y localidad, y compara precios y opiniones.',
  },
  {
    title: 'Conecta y contrata',
    description: 'Elige un día y un horario disponible y envía tu solicitud al profesional.',
  },
  {
    title: 'Recibe el servicio',
    description: 'El profesional confirma el turno y realiza el trabajo en la fecha acordada.',
  },
  { title: 'Califica', description: 'Cuenta tu experiencia con 1 a 5 estrellas y ayuda a otros a elegir.' },
] as const;

/** The featured-services band; 'Ver todos los servicios' is the spec's. */
export const FEATURED_TEXTS = {
  title: 'Servicios destacados',
  subtitle: 'Algunos de los servicios que ofrecen los profesionales de Changas.',
  loading: 'Cargando servicios...',
  empty: 'Todavía no hay servicios publicados. ¡Vuelve pronto!',
  loadFailed: 'No se pudieron cargar los servicios destacados.',
  retry: 'Reintentar',
  seeAll: 'Ver todos los servicios',
} as const;

export interface ServicesSearchParams {
  q?: string;
  category?: string;
  province?: string;
  locality?: string;
}

/** /services with only the filters that have a value, so shared links stay short. */
export function servicesSearchHref(params: ServicesSearchParams): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  ).toString();
  return query ? `${ROUTES.services}?${query}` : ROUTES.services;
}
