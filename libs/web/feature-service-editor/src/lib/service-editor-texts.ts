import { SERVICE_MESSAGES } from '@changas/shared/contracts';
import type { WizardVariant } from './service-form';

/** Texts of the wizards that the spec leaves to the screen (its own texts live in contracts). */
export const EDITOR_TEXTS = {
  create: {
    title: 'Ofrecer Servicio',
    intro: 'Completa los tres pasos para publicar tu servicio y empezar a recibir solicitudes.',
  },
  edit: {
    title: 'Editar Servicio',
    intro: 'Actualiza los datos, las zonas o los horarios de tu servicio.',
    unavailableTitle: 'Servicio no disponible',
    inactiveTitle: 'Servicio inactivo',
    backToMyServices: 'Volver a Mis Servicios',
    retry: 'Reintentar',
  },
  previous: 'Anterior',
  next: 'Siguiente',
  steps: {
    basics: 'Cuéntales a los clientes qué ofreces y a qué precio.',
    zones: 'Indica las localidades donde prestas el servicio.',
    availability: 'Elige la duración de cada turno y los días y horarios en que atiendes.',
  },
  fields: {
    title: 'Título',
    titlePlaceholder: 'Ej.: Clases de guitarra para principiantes',
    category: 'Categoría',
    price: 'Precio',
    priceHint: 'En pesos argentinos',
    description: 'Descripción',
    descriptionHint: 'Al menos 100 caracteres: qué incluye, tu experiencia, qué necesitas del cliente.',
    imageUrl: 'URL de imagen (opcional)',
    imageUrlHint: 'Un enlace que empiece con http:// o https://',
    duration: 'Duración de cada turno',
    durationOption: (minutes: number) => `${minutes} minutos`,
    bookingWindow: 'Tiempo permitido para ofrecer turnos',
    bookingWindowHint: 'Con cuántos días de anticipación pueden reservar los clientes.',
    bookingWindowOption: (days: number) => `${days} días`,
    skipsNationalHolidays: 'No atiendo feriados nacionales',
    skipsNationalHolidaysHint:
      'Los feriados nacionales no tendrán turnos y el calendario de reservas los mostrará como no disponibles.',
  },
} as const;

/** The final submit of each wizard and what follows it (spec sections 2 and 8). */
export const SUBMIT_TEXTS: Record<
  WizardVariant,
  { label: string; busyLabel: string; succeeded: string; failed: string }
> = {
  create: {
    label: 'Publicar servicio',
    busyLabel: 'Publicando...',
    succeeded: SERVICE_MESSAGES.created,
    failed: SERVICE_MESSAGES.createFailed,
  },
  edit: {
    label: 'Guardar cambios',
    busyLabel: 'Guardando...',
    succeeded: SERVICE_MESSAGES.updated,
    failed: SERVICE_MESSAGES.updateFailed,
  },
};

/** The edit wizard's 'Guardar' of steps 1 and 2, which saves without leaving (by step index). */
export const STEP_SAVE_TEXTS = {
  label: 'Guardar',
  busyLabel: 'Guardando...',
  succeeded: [SERVICE_MESSAGES.basicInfoSaved, SERVICE_MESSAGES.zonesSaved],
  failed: SERVICE_MESSAGES.saveFailed,
} as const;
