import type { AppointmentView } from '@changas/shared/contracts';
import { useSaveReview, useServiceReviews } from '@changas/web/data-access';
import { ReviewDialog } from '@changas/web/ui';

/**
 * The review modal of a completed request. It opens once the service's reviews are known: when the
 * user already reviewed the service it edits that review (spec section 4).
 */
export function RateServiceDialog({
  appointment,
  onClose,
}: {
  appointment: AppointmentView | null;
  onClose: () => void;
}) {
  const reviews = useServiceReviews(appointment?.service.id);
  const { save } = useSaveReview();
  const own = reviews.data?.user_review ?? null;

  if (!appointment) return null;
  return (
    <ReviewDialog
      open={!reviews.isPending}
      serviceTitle={appointment.service.title}
      review={own}
      onSubmit={(review) => save({ serviceId: appointment.service.id, reviewId: own?.id, ...review })}
      onClose={onClose}
    />
  );
}
