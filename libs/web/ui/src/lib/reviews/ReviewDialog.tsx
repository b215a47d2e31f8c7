import { lazy, Suspense, useEffect } from 'react';
import type { ReviewRequest } from '@changas/shared/contracts';
import { preloadWhenIdle } from '../lazy/preload-when-idle';
import { useOpenedOnce } from '../lazy/use-opened-once';

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

// The dialog (its form, stars and comment field) is not part of the page that offers it: its code loads
// once the page is idle, or when it first opens if that comes sooner, and then stays to animate.
const loadContent = () => import('./ReviewDialogContent');
const ReviewDialogContent = lazy(async () => ({ default: (await loadContent()).ReviewDialogContent }));

/**
 * Rates a service: stars 1 to 5 with their labels (Muy malo … Excelente) and a comment with its
 * counter. Opened over an existing review it edits that one, with a notice. Every rule's message
 * shows under its field once the user tries to send.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => preloadWhenIdle(loadContent), []);
  return opened ? (
    <Suspense fallback={null}>
      <ReviewDialogContent {...props} />
    </Suspense>
  ) : null;
}
