import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  OTHER_REVIEWS_SHOWN,
  REVIEW_MESSAGES,
  type ServiceReviewsResponse,
  type ServiceView,
} from '@changas/shared/contracts';
import { ApiError, useRemoveReview, useSaveReview, useServiceReviews } from '@changas/web/data-access';
import {
  ConfirmDialog,
  failureToast,
  ReviewCard,
  ReviewDialog,
  ReviewSummary,
  useOpenedOnce,
  useToast,
} from '@changas/web/ui';
import type { Viewer } from './ServiceSidebar';
import { SERVICE_DETAIL_TEXTS } from './service-detail-texts';

const TEXTS = SERVICE_DETAIL_TEXTS.reviewsTab;

/** Spec section 8: a tab that cannot load shows an empty review set with a zeroed distribution. */
const NO_REVIEWS: ServiceReviewsResponse = {
  reviews: [],
  user_review: null,
  average_rating: 0,
  total_reviews: 0,
  rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  can_review: false,
};

/**
 * The reviews tab: the summary, the user's own review apart with edit and delete, up to 3 other
 * reviews, and the way to rate the service (or why it is not open yet).
 */
export function ReviewsPanel({ service, viewer }: { service: ServiceView; viewer: Viewer }) {
  const reviews = useServiceReviews(service.id);
  const { save } = useSaveReview();
  const remove = useRemoveReview();
  const { notify } = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The delete dialog is there for whoever has a review, and stays once it is deleted so it can fade out.
  const hadOwnReview = useOpenedOnce(Boolean(reviews.data?.user_review));

  if (reviews.isPending) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{TEXTS.loading}</Typography>
      </Stack>
    );
  }
  const data = reviews.data ?? NO_REVIEWS;
  const own = data.user_review;
  const others = data.reviews.filter(({ id }) => id !== own?.id).slice(0, OTHER_REVIEWS_SHOWN);

  const confirmDelete = async () => {
    if (!own) return;
    try {
      await remove.mutateAsync({ serviceId: service.id, reviewId: own.id });
      notify({ type: 'success', message: REVIEW_MESSAGES.deleted });
      setDeleting(false);
    } catch (error) {
      notify(
        failureToast(REVIEW_MESSAGES.deleteFailed, error instanceof ApiError ? error.message : undefined),
      );
    }
  };

  return (
    <Stack spacing={3}>
      {reviews.isError && <Alert severity="warning">{REVIEW_MESSAGES.loadFailed}</Alert>}
      <ReviewSummary
        average={data.average_rating}
        count={data.total_reviews}
        distribution={data.rating_distribution}
      />
      {own && (
        <ReviewCard
          review={own}
          heading={TEXTS.yourReview}
          actions={
            <>
              <Button onClick={() => setEditing(true)}>{TEXTS.edit}</Button>
              <Button color="error" onClick={() => setDeleting(true)}>
                {TEXTS.delete}
              </Button>
            </>
          }
        />
      )}
      {!own && data.can_review && (
        <Button variant="contained" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
          {TEXTS.rate}
        </Button>
      )}
      {!own && !data.can_review && viewer === 'client' && (
        <Alert severity="info">{SERVICE_DETAIL_TEXTS.contractToReview}</Alert>
      )}
      {others.length > 0 && (
        <Stack spacing={1.5}>
          <Typography component="h3" variant="h6">
            {TEXTS.others}
          </Typography>
          {others.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {/* Only for whoever may rate, edit or delete: everyone else never loads the dialogs' code. */}
      {(own || data.can_review) && (
        <ReviewDialog
          open={editing}
          serviceTitle={service.title}
          review={own}
          onSubmit={(review) => save({ serviceId: service.id, reviewId: own?.id, ...review })}
          onClose={() => setEditing(false)}
        />
      )}
      {hadOwnReview && (
        <ConfirmDialog
          open={deleting}
          title={TEXTS.deleteTitle}
          message={TEXTS.deleteWarning}
          confirmLabel={TEXTS.delete}
          busy={remove.isPending}
          destructive
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}
