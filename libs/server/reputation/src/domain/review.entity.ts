import { type FieldErrors, isRating, REVIEW_RULES, textProblem } from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { ReputationErrors } from './reputation.errors';

export interface ReviewProps {
  readonly id: number;
  readonly serviceId: number;
  readonly authorId: number;
  /** Whole stars, 1 to 5. */
  readonly rating: number;
  /** Trimmed, 20 to 500 code points; stored as written (the screens render it as text). */
  readonly comment: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A review not stored yet: the database gives it its id. */
export type NewReview = Omit<ReviewProps, 'id'>;

/** What the author writes, on creation and on every edit. */
export interface ReviewContent {
  readonly rating: unknown;
  readonly comment: string;
}

/** The content as stored, or the messages of spec section 5 for each broken rule. */
function checkContent({ rating, comment }: ReviewContent): Result<{ rating: number; comment: string }> {
  const text = comment.trim();
  const errors: FieldErrors = {};
  if (rating === undefined || rating === null) errors['rating'] = REVIEW_RULES.rating.required;
  else if (!isRating(rating)) errors['rating'] = REVIEW_RULES.rating.range.message;
  const commentProblem = textProblem(text, REVIEW_RULES.comment);
  if (commentProblem) errors['comment'] = commentProblem;
  if (Object.keys(errors).length > 0) return err(ReputationErrors.invalid(errors));
  return ok({ rating: rating as number, comment: text });
}

/**
 * A client's rating and comment on a service (spec sections 3 and 4): none → created → edited or
 * deleted, by its author only. Whether the author may write one at all (a completed appointment, one
 * per service) is the use case's, which knows the other records.
 */
export class Review {
  private constructor(private props: ReviewProps) {}

  static write(authorId: number, serviceId: number, content: ReviewContent, now: Date): Result<NewReview> {
    const checked = checkContent(content);
    if (!checked.ok) return checked;
    return ok({ serviceId, authorId, ...checked.value, createdAt: now, updatedAt: now });
  }

  static restore(props: ReviewProps): Review {
    return new Review({ ...props });
  }

  get id(): number {
    return this.props.id;
  }

  get serviceId(): number {
    return this.props.serviceId;
  }

  get authorId(): number {
    return this.props.authorId;
  }

  toProps(): ReviewProps {
    return { ...this.props };
  }

  isBy(userId: number | undefined): boolean {
    return userId === this.props.authorId;
  }

  /** The author rewrites the rating and comment under the same rules as a new review. */
  edit(userId: number, content: ReviewContent, now: Date): Result<void> {
    if (!this.isBy(userId)) return err(ReputationErrors.updateForbidden());
    const checked = checkContent(content);
    if (!checked.ok) return checked;
    this.props = { ...this.props, ...checked.value, updatedAt: now };
    return ok(undefined);
  }

  /** Only the author deletes a review. */
  checkRemovableBy(userId: number): Result<void> {
    return this.isBy(userId) ? ok(undefined) : err(ReputationErrors.deleteForbidden());
  }
}
