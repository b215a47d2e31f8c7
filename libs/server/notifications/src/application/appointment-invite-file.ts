import { Inject, Injectable } from '@nestjs/common';
import { ROUTES } from '@changas/shared/contracts';
import { type Clock, CLOCK } from '@changas/server/kernel/domain';
import type { AppointmentSnapshot } from '../domain/appointment-event';
import type { RecipientRole } from '../domain/notification';
import { appointmentInvite } from './appointment-invite';
import { MAIL_SETTINGS, type MailSettings } from './notifications.tokens';

/** The .ics a party downloads from the web app: the same event (and UID) as the mailed invite. */
@Injectable()
export class AppointmentInviteFile {
  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  of(appointment: AppointmentSnapshot, serviceTitle: string, role: RecipientRole): string {
    return appointmentInvite({
      appointment,
      serviceTitle,
      method: 'PUBLISH',
      url: `${this.settings.appUrl}${role === 'client' ? ROUTES.myRequests : ROUTES.receivedRequests}`,
      organizer: this.settings.mailFrom,
      stamp: this.clock.now(),
    });
  }
}
