import { CreateFavorites1795800000000 } from './1795800000000-create-favorites.migration';

/** The favourites context's migrations, oldest first; the API collects every context's list. */
export const FAVOURITES_MIGRATIONS = [CreateFavorites1795800000000];
