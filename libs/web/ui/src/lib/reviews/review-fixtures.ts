import type { ReviewView } from '@changas/shared/contracts';

/** A review as the API answers it, for stories and tests. */
export const sampleReview = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 1,
  service_id: 10,
  rating: 5,
  comment: 'Dejaron la casa impecable, hasta los azulejos de la cocina. Muy puntuales.',
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  user_id: 2,
  user_name: 'Diego Fernández',
  user_avatar: null,
  ...overrides,
});
