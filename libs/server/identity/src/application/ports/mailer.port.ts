export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The one link the mail is about; an outbox without a mail server may show it so the flow can be finished locally. */
  readonly link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
