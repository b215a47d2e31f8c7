/**
 * Reputation: the review rules with their Spanish messages (spec section 5), the star labels, the
 * screens' texts (spec sections 2 and 8) and the request/response shapes of the review endpoints.
 */

const rule = <T>(value: T, message: string) => ({ value, message }) as const;

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** Spec section 5: the label of each number of stars. */
export const RATING_LABELS: Readonly<Record<RatingValue, string>> = {
  1: 'Muy malo',
  2: 'Malo',
  3: 'Regular',
  4: 'Bueno',
  5: 'Excelente',
};

export const REVIEW_RULES = {
  rating: {
    required: 'Por favor selecciona una calificación',
    range: rule({ min: 1, max: 5 }, 'La calificación debe ser entre 1 y 5 estrellas'),
  },
  // Trimmed and counted in code points, like the column that stores it.
  comment: {
    required: 'El comentario debe tener entre 20 y 500 caracteres',
    minLength: rule(20, 'El comentario debe tener al menos 20 caracteres'),
    maxLength: rule(500, 'El comentario no puede superar 500 caracteres'),
  },
} as const;

/** True for a whole number of stars from 1 to 5. */
export const isRating = (value: unknown): value is RatingValue =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Spec section 9: the other reviews shown on a service's reviews tab. */
export const OTHER_REVIEWS_SHOWN = 3;

/** Texts of spec sections 2 and 8 (reviews). */
export const REVIEW_MESSAGES = {
  created: 'Reseña enviada exitosamente',
  updated: 'Reseña actualizada exitosamente',
  deleted: 'Reseña eliminada exitosamente',
  hireToReview: 'Contrata este servicio para poder dejar tu reseña',
  createFailed: 'Error al enviar la reseña',
  updateFailed: 'Error al actualizar la reseña',
  deleteFailed: 'Error al eliminar la reseña',
  loadFailed: 'Error al obtener las valoraciones',
} as const;

/** A review as every endpoint answers it (spec section 3). */
export interface ReviewView {
  id: number;
  service_id: number;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
  user_id: number;
  user_name: string;
  user_avatar: string | null;
}

/** Keys 1 to 5, zeros included. */
export type RatingDistribution = Record<RatingValue, number>;

/** `GET /api/services/{id}/reviews`: newest first; the caller's own review also under user_review. */
export interface ServiceReviewsResponse {
  reviews: ReviewView[];
  user_review: ReviewView | null;
  /** One decimal. */
  average_rating: number;
  total_reviews: number;
  rating_distribution: RatingDistribution;
  /** True when the caller has a completed appointment on the service and no review yet. */
  can_review: boolean;
}

/** `POST /api/services/{id}/reviews` and `PUT /api/reviews/{id}` */
export interface ReviewRequest {
  rating: number;
  comment: string;
}

export interface ReviewResponse {
  review: ReviewView;
}
