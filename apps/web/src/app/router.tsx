import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@changas/shared/contracts';
import { PageLoader } from '@changas/web/ui';
import { AppLayout } from './AppLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

const staticPages = () => import('@changas/web/feature-static-pages');
const home = () => import('@changas/web/feature-home');
const dashboard = () => import('@changas/web/feature-dashboard');
const auth = () => import('@changas/web/feature-auth');
const profile = () => import('@changas/web/feature-profile');
const services = () => import('@changas/web/feature-services');
const serviceDetail = () => import('@changas/web/feature-service-detail');
const myServices = () => import('@changas/web/feature-my-services');
const provider = () => import('@changas/web/feature-provider');
const serviceEditor = () => import('@changas/web/feature-service-editor');
const requests = () => import('@changas/web/feature-requests');
const favorites = () => import('@changas/web/feature-favorites');

/** Routes anyone may visit. */
const publicRoutes: RouteObject[] = [
  { path: ROUTES.home, lazy: async () => ({ Component: (await home()).HomePage }) },
  { path: ROUTES.aboutUs, lazy: async () => ({ Component: (await staticPages()).AboutUsPage }) },
  { path: ROUTES.howItWorks, lazy: async () => ({ Component: (await staticPages()).HowItWorksPage }) },
  { path: ROUTES.terms, lazy: async () => ({ Component: (await staticPages()).TermsPage }) },
  { path: ROUTES.privacy, lazy: async () => ({ Component: (await staticPages()).PrivacyPage }) },
  { path: ROUTES.help, lazy: async () => ({ Component: (await staticPages()).HelpPage }) },
  { path: ROUTES.services, lazy: async () => ({ Component: (await services()).ServicesPage }) },
  // Both spellings of spec section 2 open the same detail screen.
  {
    path: ROUTES.serviceDetail(':id'),
    lazy: async () => ({ Component: (await serviceDetail()).ServiceDetailPage }),
  },
  {
    path: `${ROUTES.services}/:id`,
    lazy: async () => ({ Component: (await serviceDetail()).ServiceDetailPage }),
  },
  // The id is optional in the pattern so that /provider alone shows 'Proveedor no encontrado'.
  { path: ROUTES.provider(':id?'), lazy: async () => ({ Component: (await provider()).ProviderPage }) },
  { path: ROUTES.registerAlias, element: <Navigate to={ROUTES.register} replace /> },
  { path: ROUTES.login, lazy: async () => ({ Component: (await auth()).LoginPage }) },
  { path: ROUTES.register, lazy: async () => ({ Component: (await auth()).RegisterPage }) },
  { path: ROUTES.forgotPassword, lazy: async () => ({ Component: (await auth()).ForgotPasswordPage }) },
  // The token is optional in the pattern so that a link without one reaches the page, which sends it to /login.
  {
    path: ROUTES.resetPassword(':token?'),
    lazy: async () => ({ Component: (await auth()).ResetPasswordPage }),
  },
];

/** Routes that redirect anonymous visitors to /login (spec section 6). */
const privateRoutes: RouteObject[] = [
  { path: ROUTES.dashboard, lazy: async () => ({ Component: (await dashboard()).DashboardPage }) },
  { path: ROUTES.profile, lazy: async () => ({ Component: (await profile()).ProfilePage }) },
  { path: ROUTES.myServices, lazy: async () => ({ Component: (await myServices()).MyServicesPage }) },
  {
    path: ROUTES.offerService,
    lazy: async () => ({ Component: (await serviceEditor()).OfferServicePage }),
  },
  {
    path: ROUTES.editService(':serviceId'),
    lazy: async () => ({ Component: (await serviceEditor()).EditServicePage }),
  },
  { path: ROUTES.favorites, lazy: async () => ({ Component: (await favorites()).FavoritesPage }) },
  { path: ROUTES.myRequests, lazy: async () => ({ Component: (await requests()).MyRequestsPage }) },
  {
    path: ROUTES.receivedRequests,
    lazy: async () => ({ Component: (await requests()).ReceivedRequestsPage }),
  },
];

/** Each screen comes from its feature library, loaded only when its route is visited. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Inside the layout, so a screen that fails to load keeps the header and footer around the error.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: privateRoutes },
          { path: '*', lazy: async () => ({ Component: (await staticPages()).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
