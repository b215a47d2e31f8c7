/** Texts of /favorites that the spec leaves to the screen (its catalogue texts live in contracts). */
export const FAVORITES_TEXTS = {
  title: 'Mis favoritos',
  intro: 'Los servicios que guardaste para contratar más tarde.',
  emptyTitle: 'Todavía no tienes favoritos',
  emptyDescription: 'Toca el corazón de un servicio para guardarlo aquí.',
  emptyAction: 'Explorar servicios',
  loadFailedTitle: 'No se pudieron cargar tus favoritos',
  pagination: 'Páginas de favoritos',
} as const;
