/** Words many screens repeat, kept in one place so they read the same everywhere (STYLE.md). */
export const COMMON_TEXTS = {
  retry: 'Reintentar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  back: 'Atrás',
  next: 'Siguiente',
} as const;
