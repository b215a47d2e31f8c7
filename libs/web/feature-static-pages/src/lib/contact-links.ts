import { CONTACT } from '@changas/shared/contracts';

/** "+54 11 5555-0100" → "tel:+541155550100". */
export const PHONE_HREF = `tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`;
export const EMAIL_HREF = `mailto:${CONTACT.email}`;
export const SUPPORT_EMAIL_HREF = `mailto:${CONTACT.supportEmail}`;
