/** Injection tokens of the reputation context's ports. */
export const REVIEW_REPOSITORY = Symbol('ReviewRepository');
export const REVIEWED_SERVICES = Symbol('ReviewedServices');
export const APPOINTMENT_HISTORY = Symbol('AppointmentHistory');
export const REVIEWERS = Symbol('Reviewers');
