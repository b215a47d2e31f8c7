import type { ReviewRequest } from '@changas/shared/contracts';
import { lazyDialog } from '../lazy/lazy-component';

export const REVIEW_DIALOG_TEXTS = {
  createTitle: 'Calificar servicio',
  editTitle: 'Editar tu reseña',
  editNotice: 'Ya calificaste este servicio. Puedes editar tu reseña.',
  rating: 'Calificación',
  comment: 'Comentario',
  commentHint: 'Cuéntales a otros cómo fue el servicio.',
  submit: 'Enviar reseña',
  save: 'Guardar cambios',
  busy: 'Enviando...',
} as const;

export interface ReviewDialogProps {
  open: boolean;
  /** The service being rated, named under the title. */
  serviceTitle: string;
  /** The user's review of the service: given, the dialog edits it and says so. */
  review?: ReviewRequest | null;
  /** Saves the review; the dialog tells how it went (spec section 8) and closes once it is saved. */
  onSubmit: (review: ReviewRequest) => Promise<unknown>;
  onClose: () => void;
}

const LazyReviewDialog = lazyDialog(
  () => import('./ReviewDialogContent'),
  (module) => module.ReviewDialogContent,
);

/**
 * Rates a service: stars 1 to 5 with their labels (Muy malo … Excelente) and a comment with its
 * counter. Opened over an existing review it edits that one, with a notice. Every rule's message
 * shows under its field once the user tries to send. Its code (the form, stars and comment field)
 * loads apart from the page.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  return <LazyReviewDialog {...props} />;
}
