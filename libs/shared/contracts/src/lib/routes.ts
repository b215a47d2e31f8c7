/** Every web route of the product (spec section 2), one place for links and the route table. */
export const ROUTES = {
  home: '/',
  services: '/services',
  serviceDetail: (id: number | string) => `/service/${id}`,
  favorites: '/favorites',
  myRequests: '/my-requests',
  receivedRequests: '/received-requests',
  provider: (id: number | string) => `/provider/${id}`,
  offerService: '/offer-service',
  myServices: '/my-services',
  editService: (id: number | string) => `/edit-service/${id}`,
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  registerAlias: '/registro',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  aboutUs: '/about-us',
  howItWorks: '/how-it-works',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  help: '/help',
  profile: '/profile',
} as const;

/** The API base path; every endpoint lives below it. */
export const API_PREFIX = 'api';
