/**
 * API endpoint paths below /api (spec section 7), shared by the server's controllers and the web client.
 * Paths with an id are functions so both sides build them the same way.
 */
export const API_PATHS = {
  health: 'health',
  appConfig: 'app-config',
  categories: 'categories',
  services: 'services',
  myServices: 'my-services',
  service: (id: number | string) => `services/${id}`,
  serviceStatus: (id: number | string) => `services/${id}/status`,
  serviceCalendar: (id: number | string) => `services/${id}/calendar`,
  serviceAvailability: (id: number | string) => `services/${id}/availability`,
  serviceAppointments: (id: number | string) => `services/${id}/appointments`,
  serviceReviews: (id: number | string) => `services/${id}/reviews`,
  review: (id: number | string) => `reviews/${id}`,
  appointments: 'appointments',
  appointmentStatus: (id: number | string) => `appointments/${id}/status`,
  /** The accepted turno as an iCalendar invite (text/calendar), for either of its two parties. */
  appointmentInvite: (id: number | string) => `appointments/${id}/invite.ics`,
  myAppointments: 'my-appointments',
  receivedAppointments: 'received-appointments',
  dashboard: 'dashboard',
  favorites: 'favorites',
  favorite: (serviceId: number | string) => `favorites/${serviceId}`,
  user: {
    register: 'user/register',
    login: 'user/login',
    forgotPassword: 'user/forgot-password',
    resetPassword: 'user/reset-password',
    profile: 'user/profile',
    notificationPreferences: 'user/notification-preferences',
  },
} as const;
