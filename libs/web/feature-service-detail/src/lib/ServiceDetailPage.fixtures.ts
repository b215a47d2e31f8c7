/** The service of the /service/{id} stories, its reviews and its calendar, as the API answers them. */
import type {
  RatingDistribution,
  ServiceReviewsResponse,
  ServiceView,
  UserView,
} from '@changas/shared/contracts';
import { fixtureCalendarDays, ok, sampleReview, sampleWeek, type ApiRoutes } from '@changas/web/ui/storybook';

const CABA = 'Ciudad Autónoma de Buenos Aires';

/** A flat inline picture, so no story needs a server. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#BFDBFE"/><circle cx="300" cy="110" r="60" fill="#1D3557"/></svg>',
  );

/** The provider, who sees their own service with 'Editar Servicio'. */
export const PROVIDER: UserView = {
  id: 14,
  name: 'Juan Gómez',
  email: 'juan.gomez.plomero@gmail.com',
  phone: '11 5555-0101',
  province: CABA,
  locality: 'Palermo',
  created_at: '2025-06-02T13:00:00.000Z',
  notifications: { requests_received: true, answers: true, reminders: true },
};

export const SERVICE: ServiceView = {
  id: 7,
  title: 'Plomería y destapaciones',
  description:
    'Reparación de pérdidas, cambio de grifería, destapaciones con máquina y arreglos generales en casas y departamentos.\n\nTrabajo con materiales de primera marca y dejo todo limpio al terminar. Presupuesto sin cargo por WhatsApp con fotos del problema.',
  category: 'Plomería',
  price: 12500,
  duration_minutes: 60,
  booking_window_days: 30,
  skips_national_holidays: true,
  availability: sampleWeek,
  zones: [
    { province: CABA, locality: 'Palermo', neighborhood: 'Palermo Soho' },
    { province: CABA, locality: 'Belgrano' },
    { province: CABA, locality: 'Colegiales' },
  ],
  image_url: PICTURE,
  status: 'active',
  isActive: true,
  providerId: PROVIDER.id,
  providerName: PROVIDER.name,
  provider: { name: PROVIDER.name, phone: PROVIDER.phone, locality: 'Palermo', province: CABA },
  average_rating: 3.5,
  ratings_count: 2,
  created_at: '2026-01-10T13:00:00.000Z',
  updated_at: '2026-02-20T13:00:00.000Z',
};

/** The same service once it has a leader's reputation (average 4 or more with at least 3 reviews). */
export const LEADER_SERVICE: ServiceView = { ...SERVICE, average_rating: 4.7, ratings_count: 18 };

const REVIEWS = [
  sampleReview({
    id: 11,
    service_id: SERVICE.id,
    rating: 5,
    user_name: 'Diego Fernández',
    comment: 'Vino en el horario acordado y destapó la cocina en media hora. Muy prolijo y amable.',
  }),
  sampleReview({
    id: 12,
    service_id: SERVICE.id,
    rating: 2,
    user_id: 5,
    user_name: 'Laura Pérez',
    comment: 'Resolvió la pérdida, pero llegó una hora tarde y sin avisar. El precio fue el acordado.',
    created_at: '2026-02-14T18:30:00.000Z',
    updated_at: '2026-02-14T18:30:00.000Z',
  }),
];

const reviewsOf = (service: ServiceView, distribution: RatingDistribution): ServiceReviewsResponse => ({
  reviews: REVIEWS,
  user_review: null,
  average_rating: service.average_rating,
  total_reviews: service.ratings_count,
  rating_distribution: distribution,
  can_review: false,
});

/** What the page asks the API about `service`: the service, its reviews and its free days. */
export function serviceRoutes(service: ServiceView = SERVICE): ApiRoutes {
  const leader = service.ratings_count > REVIEWS.length;
  const distribution: RatingDistribution = leader
    ? { 1: 0, 2: 0, 3: 1, 4: 3, 5: 14 }
    : { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 };
  const days = fixtureCalendarDays;
  return {
    [`GET /api/services/${service.id}`]: ok({ service }),
    [`GET /api/services/${service.id}/reviews`]: ok(reviewsOf(service, distribution)),
    [`GET /api/services/${service.id}/calendar`]: ok({
      start_date: days[0].date,
      end_date: days[days.length - 1].date,
      days,
    }),
    'POST /api/favorites': ok({ favorite: { service_id: service.id } }, 'Servicio agregado a favoritos'),
    [`DELETE /api/favorites/${service.id}`]: ok({ favorite: { service_id: service.id } }),
  };
}
