import { CreateReviews1795800000000 } from './1795800000000-create-reviews.migration';

/** The reputation context's migrations, oldest first; the API collects every context's list. */
export const REPUTATION_MIGRATIONS = [CreateReviews1795800000000];
