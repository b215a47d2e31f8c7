import { APPOINTMENT_MESSAGES, BOOKING_RULES } from '@changas/shared/contracts';

/** The request modal's texts (spec sections 2, 5 and 8); its rules and the API's answers live in contracts. */
export const BOOKING_TEXTS = {
  open: 'Solicitar servicio',
  title: 'Solicitar servicio',
  steps: ['Fecha', 'Horario'],
  stepsLabel: 'Pasos de la solicitud',
  chooseDate: 'Elige una fecha',
  chooseTime: 'Elige un horario',
  slots: 'Horarios disponibles',
  chosenDate: 'Fecha elegida',
  notes: 'Mensaje para el proveedor (opcional)',
  notesHint: 'Cuéntale qué necesitas, por ejemplo el problema o la dirección aproximada.',
  notesCount: (length: number) => `${length}/${BOOKING_RULES.notes.maxLength.value}`,
  submit: 'Enviar solicitud',
  submitting: 'Enviando...',
  created: APPOINTMENT_MESSAGES.created,
  failed: 'Error al crear el turno',
  calendarFailed: 'No se pudo obtener el calendario del servicio',
  slotsFailed: 'No se pudieron cargar los horarios',
  upcomingDates: 'Próximas fechas con turnos',
} as const;

/** `/service/{id}?solicitar=1` opens the request modal: where the login from this screen comes back to. */
export const BOOKING_REQUEST_PARAM = 'solicitar';
