/** Injection tokens of the scheduling context's ports. */
export const APPOINTMENT_REPOSITORY = Symbol('AppointmentRepository');
export const SERVICE_CATALOG = Symbol('ServiceCatalog');
export const PEOPLE_DIRECTORY = Symbol('PeopleDirectory');
export const NATIONAL_HOLIDAYS = Symbol('NationalHolidays');
/** Bound by the app (see FavouriteCounter): scheduling does not provide it itself. */
export const FAVOURITE_COUNTER = Symbol('FavouriteCounter');
export const APPOINTMENT_NOTIFIER = Symbol('AppointmentNotifier');
