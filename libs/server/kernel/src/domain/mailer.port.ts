/** A calendar invite carried as the mail's text/calendar part (RFC 6047), which mail clients offer to add. */
export interface CalendarInvite {
  readonly method: 'REQUEST' | 'CANCEL';
  /** The iCalendar text (RFC 5545). */
  readonly content: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The one link the mail is about; an outbox without a mail server may show it so the flow can be finished locally. */
  readonly link?: string;
  readonly calendarInvite?: CalendarInvite;
  /** A stable Message-ID, so a mail sent again after an unknown outcome is recognisably the same one. */
  readonly messageId?: string;
}

export interface Mailer {
  /** Rejects with a PermanentMailFailure when the server refuses the mail for good (5xx). */
  send(message: MailMessage): Promise<void>;
}

/** The mail server refused this mail for good (an unknown mailbox, say): sending it again cannot succeed. */
export class PermanentMailFailure extends Error {
  override readonly name = 'PermanentMailFailure';
}
