import { SERVICE_MESSAGES } from '@changas/shared/contracts';

/** Texts of /my-services that the spec leaves to the screen (its own catalogue texts live in contracts). */
export const MY_SERVICES_TEXTS = {
  title: 'Mis Servicios',
  intro: 'Administra los servicios que ofreces: revísalos, edítalos, pausa su publicación o elimínalos.',
  offer: 'Publicar nuevo servicio',
  emptyTitle: 'Aún no has publicado servicios',
  emptyDescription: 'Publica tu primer servicio para que los clientes de tu zona te encuentren.',
  emptyAction: 'Publicar mi primer servicio',
  loadFailedTitle: 'No se pudieron cargar tus servicios',
} as const;

export type ConfirmationKind = 'deactivate' | 'activate' | 'delete';

/** What each confirmation asks, and the toasts that follow the answer. */
export const CONFIRMATIONS: Record<
  ConfirmationKind,
  {
    title: string;
    warning: string;
    confirmLabel: string;
    busyLabel: string;
    destructive: boolean;
    succeeded: string;
    failed: string;
  }
> = {
  deactivate: {
    title: '¿Desactivar este servicio?',
    warning: 'No aparecerá en las búsquedas hasta que lo actives de nuevo.',
    confirmLabel: 'Desactivar',
    busyLabel: 'Desactivando...',
    destructive: false,
    succeeded: SERVICE_MESSAGES.statusChanged,
    failed: SERVICE_MESSAGES.statusChangeFailed,
  },
  activate: {
    title: '¿Activar este servicio?',
    warning: 'Volverá a aparecer en las búsquedas y los clientes podrán solicitarlo.',
    confirmLabel: 'Activar',
    busyLabel: 'Activando...',
    destructive: false,
    succeeded: SERVICE_MESSAGES.statusChanged,
    failed: SERVICE_MESSAGES.statusChangeFailed,
  },
  delete: {
    title: '¿Eliminar este servicio?',
    warning: 'Se eliminará de forma permanente. Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar',
    busyLabel: 'Eliminando...',
    destructive: true,
    succeeded: SERVICE_MESSAGES.deleted,
    failed: SERVICE_MESSAGES.deleteFailed,
  },
};
