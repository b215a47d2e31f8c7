import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../domain/mailer.port';

/** A message as nodemailer sends it: the invite becomes a text/calendar alternative and an .ics attachment. */
export const toNodemailer = ({
  to,
  subject,
  text,
  html,
  calendarInvite,
  messageId,
}: MailMessage): SendMailOptions => ({
  to,
  subject,
  text,
  html,
  messageId,
  icalEvent: calendarInvite && {
    method: calendarInvite.method,
    filename: 'turno.ics',
    content: calendarInvite.content,
  },
});
