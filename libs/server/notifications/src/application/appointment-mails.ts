import { ROUTES } from '@changas/shared/contracts';
import { escapeHtml, turnoLabel } from '@changas/shared/util';
import type { MailMessage } from '@changas/server/kernel/domain';
import type { AppointmentSnapshot } from '../domain/appointment-event';
import type { NotificationKind, RecipientRole } from '../domain/notification';
import { appointmentInvite } from './appointment-invite';

export interface AppointmentMailInput {
  readonly kind: NotificationKind;
  readonly role: RecipientRole;
  readonly appointment: AppointmentSnapshot;
  readonly withdrawsInvite: boolean;
  readonly recipient: { readonly name: string; readonly email: string };
  /** The other party's name. */
  readonly counterpart: string;
  readonly serviceTitle: string;
  readonly appUrl: string;
  readonly mailFrom: string;
  readonly now: Date;
  /** Stable per outbox row. */
  readonly messageId: string;
}

/** A mail's words: paragraphs of plain text, then the one action it offers. */
interface MailWords {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly action: { readonly label: string; readonly path: string };
}

/** The screen where the recipient manages the request. */
const requestsScreen = (role: RecipientRole) =>
  role === 'client' ? ROUTES.myRequests : ROUTES.receivedRequests;

function wordsOf({
  kind,
  role,
  appointment,
  withdrawsInvite,
  counterpart,
  serviceTitle,
}: AppointmentMailInput): MailWords {
  const turno = turnoLabel(appointment.date, appointment.time);
  const service = `"${serviceTitle}"`;
  const myRequests = { label: 'Ver mis solicitudes', path: ROUTES.myRequests };
  const received = { label: 'Ver solicitudes recibidas', path: ROUTES.receivedRequests };
  switch (kind) {
    case 'request_received':
      return {
        subject: `Nueva solicitud de turno: ${serviceTitle}`,
        paragraphs: [
          `${counterpart} pidió un turno para ${service} el ${turno}.`,
          'Acéptala o recházala antes de esa hora; si no la respondes, vence sola.',
        ],
        action: { label: 'Responder la solicitud', path: ROUTES.receivedRequests },
      };
    case 'request_accepted':
      return {
        subject: `Turno confirmado: ${serviceTitle}, ${turno}`,
        paragraphs: [
          `${counterpart} aceptó tu solicitud: tu turno para ${service} es el ${turno}.`,
          'Te adjuntamos la invitación para agregarlo a tu calendario.',
        ],
        action: myRequests,
      };
    case 'request_rejected':
      return {
        subject: `Solicitud rechazada: ${serviceTitle}`,
        paragraphs: [
          `${counterpart} rechazó tu solicitud de turno para ${service} del ${turno}.`,
          `Motivo: ${appointment.rejectionReason ?? ''}`,
          'Puedes pedir otro horario desde la página del servicio.',
        ],
        action: { label: 'Ver el servicio', path: ROUTES.serviceDetail(appointment.serviceId) },
      };
    case 'request_completed':
      return {
        subject: `Turno completado: ${serviceTitle}`,
        paragraphs: [
          `${counterpart} marcó como completado tu turno de ${service} del ${turno}.`,
          '¿Cómo te fue? Tu calificación ayuda a otras personas a elegir.',
        ],
        action: { label: 'Calificar el servicio', path: ROUTES.myRequests },
      };
    case 'request_cancelled':
      return {
        subject: `Turno cancelado: ${serviceTitle}, ${turno}`,
        paragraphs: [
          `${counterpart} canceló ${withdrawsInvite ? 'el turno' : 'su solicitud de turno'} para ${service} del ${turno}.`,
          withdrawsInvite
            ? 'El horario vuelve a estar disponible. Adjuntamos la cancelación para tu calendario.'
            : 'El horario vuelve a estar disponible.',
        ],
        action: received,
      };
    case 'cancellation_confirmed':
      return {
        subject: `Cancelaste tu turno: ${serviceTitle}, ${turno}`,
        paragraphs: [
          `Cancelaste tu turno con ${counterpart} para ${service} del ${turno}.`,
          'Adjuntamos la cancelación para quitarlo de tu calendario.',
        ],
        action: myRequests,
      };
    case 'request_expired':
      return {
        subject: `Solicitud vencida: ${serviceTitle}`,
        paragraphs: [
          `Tu solicitud de turno para ${service} del ${turno} no recibió respuesta a tiempo y venció.`,
          'Puedes pedir otro horario desde la página del servicio.',
        ],
        action: { label: 'Ver el servicio', path: ROUTES.serviceDetail(appointment.serviceId) },
      };
    case 'reminder':
      return role === 'client'
        ? {
            subject: `Recordatorio: tu turno de ${serviceTitle} es el ${turno}`,
            paragraphs: [
              `Te recordamos tu turno con ${counterpart} para ${service} el ${turno}.`,
              'Si no puedes ir, cancélalo desde tus solicitudes para liberar el horario.',
            ],
            action: { label: 'Ver o cancelar el turno', path: requestsScreen(role) },
          }
        : {
            subject: `Recordatorio: turno de ${counterpart} el ${turno}`,
            paragraphs: [`Te recordamos el turno de ${counterpart} para ${service} el ${turno}.`],
            action: received,
          };
  }
}

/**
 * The Spanish mail of a request notification, as plain text and as simple HTML with every user text
 * escaped; an acceptance carries the turno's calendar invite, and a cancellation after it the CANCEL.
 */
export function appointmentMail(input: AppointmentMailInput): MailMessage {
  const { subject, paragraphs, action } = wordsOf(input);
  const link = `${input.appUrl}${action.path}`;
  const greeting = `Hola ${input.recipient.name}:`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    `${action.label}: ${link}`,
    '',
    'El equipo de Changas',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es-AR"><body style="font-family: Arial, sans-serif; color: #1f2937;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action.label)}</a></p>`,
    '<p>El equipo de Changas</p>',
    '</body></html>',
  ].join('\n');
  const inviteMethod =
    input.kind === 'request_accepted' ? 'REQUEST' : input.withdrawsInvite ? 'CANCEL' : undefined;
  return {
    to: input.recipient.email,
    subject,
    text,
    html,
    link,
    messageId: input.messageId,
    calendarInvite: inviteMethod && {
      method: inviteMethod,
      content: appointmentInvite({
        appointment: input.appointment,
        serviceTitle: input.serviceTitle,
        method: inviteMethod,
        url: `${input.appUrl}${requestsScreen(input.role)}`,
        organizer: input.mailFrom,
        attendee: input.recipient,
        stamp: input.now,
      }),
    },
  };
}
