import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  cleanText,
  isRating,
  RATING_LABELS,
  type RatingValue,
  REVIEW_MESSAGES,
  REVIEW_RULES,
  textProblem,
} from '@changas/shared/contracts';
import { DescriptionField } from '../service-form/DescriptionField';
import { COMMON_TEXTS } from '../texts/common-texts';
import { failureToast } from '../toast/failure-toast';
import { useToast } from '../toast/ToastProvider';
import { REVIEW_DIALOG_TEXTS, type ReviewDialogProps } from './ReviewDialog';

type Errors = Partial<Record<'rating' | 'comment', string>>;

/** The field messages a refused save carries (the API client's errors have them), if any. */
const fieldErrorsOf = (error: unknown): Errors => {
  const fields = (error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};
  return { rating: fields['rating'], comment: fields['comment'] };
};

/** Spec section 5: rating required and 1 to 5; comment trimmed, 20 to 500 characters. */
function validate(rating: number | null, comment: string): Errors {
  const errors: Errors = {};
  if (rating === null) errors.rating = REVIEW_RULES.rating.required;
  else if (!isRating(rating)) errors.rating = REVIEW_RULES.rating.range.message;
  const commentProblem = textProblem(cleanText(comment), REVIEW_RULES.comment);
  if (commentProblem) errors.comment = commentProblem;
  return errors;
}

/** ReviewDialog's dialog, in a chunk of its own that ReviewDialog loads when it is first needed. */
export function ReviewDialogContent({ open, serviceTitle, review, onSubmit, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'aria-busy': busy } }}
    >
      <DialogTitle id={titleId}>
        {review ? REVIEW_DIALOG_TEXTS.editTitle : REVIEW_DIALOG_TEXTS.createTitle}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {serviceTitle}
        </Typography>
      </DialogTitle>
      {/* Mounted while open only, so each opening starts from the review as stored (or empty). */}
      <ReviewForm review={review} busy={busy} setBusy={setBusy} onSubmit={onSubmit} onClose={onClose} />
    </Dialog>
  );
}

interface ReviewFormProps extends Pick<ReviewDialogProps, 'review' | 'onSubmit' | 'onClose'> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function ReviewForm({ review, busy, setBusy, onSubmit, onClose }: ReviewFormProps) {
  const editing = Boolean(review);
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const { notify } = useToast();
  const ratingId = useId();
  const ratingErrorId = useId();

  const errors: Errors = { ...(tried ? validate(rating, comment) : {}) };
  for (const field of ['rating', 'comment'] as const) errors[field] ??= serverErrors[field];
  const shownLabel = RATING_LABELS[(hover !== -1 ? hover : (rating ?? 0)) as RatingValue];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (Object.keys(validate(rating, comment)).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ rating: rating as number, comment: cleanText(comment) });
      notify({ type: 'success', message: editing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created });
      onClose();
    } catch (error) {
      const fallback = editing ? REVIEW_MESSAGES.updateFailed : REVIEW_MESSAGES.createFailed;
      notify(failureToast(fallback, error instanceof Error ? error.message : undefined));
      setServerErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2.5}>
          {editing && <Alert severity="info">{REVIEW_DIALOG_TEXTS.editNotice}</Alert>}
          <Box>
            <Typography id={ratingId} component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
              {REVIEW_DIALOG_TEXTS.rating}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Rating
                name={`${ratingId}-stars`}
                value={rating}
                size="large"
                disabled={busy}
                onChange={(_event, value) => setRating(value)}
                onChangeActive={(_event, value) => setHover(value)}
                getLabelText={(value) =>
                  `${value} ${value === 1 ? 'estrella' : 'estrellas'}: ${RATING_LABELS[value as RatingValue]}`
                }
                slotProps={{
                  root: {
                    'aria-labelledby': ratingId,
                    'aria-describedby': errors.rating ? ratingErrorId : undefined,
                  },
                }}
              />
              <Typography color="text.secondary" aria-live="polite">
                {shownLabel ?? ''}
              </Typography>
            </Stack>
            {errors.rating && (
              <FormHelperText id={ratingErrorId} error>
                {errors.rating}
              </FormHelperText>
            )}
          </Box>
          <DescriptionField
            label={REVIEW_DIALOG_TEXTS.comment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            counterMax={REVIEW_RULES.comment.maxLength.value}
            error={errors.comment}
            helperText={REVIEW_DIALOG_TEXTS.commentHint}
            disabled={busy}
            minRows={4}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? REVIEW_DIALOG_TEXTS.busy : editing ? REVIEW_DIALOG_TEXTS.save : REVIEW_DIALOG_TEXTS.submit}
        </Button>
      </DialogActions>
    </Box>
  );
}
