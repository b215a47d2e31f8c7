export * from './lib/FavoritesPage';
