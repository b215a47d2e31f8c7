export const NOTIFICATION_REPOSITORY = Symbol('NotificationRepository');
export const NOTIFICATION_RECIPIENTS = Symbol('NotificationRecipients');
export const SERVICE_TITLES = Symbol('ServiceTitles');
export const MAILER = Symbol('Mailer');
/** What mails need of the deployment: the app's public origin for links and the sender for invites. */
export const MAIL_SETTINGS = Symbol('MailSettings');

export interface MailSettings {
  readonly appUrl: string;
  readonly mailFrom: string;
}
