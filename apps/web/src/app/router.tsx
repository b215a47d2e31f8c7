import type { ComponentType } from 'react';
import { matchPath, Navigate, type Params, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '@changas/shared/contracts';
import { parseRouteId } from '@changas/shared/util';
import {
  categoriesQuery,
  dashboardQuery,
  favoriteServicesQuery,
  favoritesPageIn,
  myAppointmentsQuery,
  myServicesQuery,
  profileQuery,
  receivedAppointmentsQuery,
  receivedServiceIn,
  serviceQuery,
} from '@changas/web/data-access';
import { type LazyComponent, lazyComponent } from '@changas/web/ui';
import { AppLayout } from './AppLayout';
import { RequireAuth } from './RequireAuth';

/** A feature library: `specifier`, its import's, names its chunks in the build's preload lists (start-chunks.mjs). */
interface Feature<M> {
  readonly specifier: string;
  readonly load: () => Promise<M>;
}

/** A screen of a feature library, loaded only when its route is first shown or preloaded. */
type Screen = LazyComponent<object> & { readonly library: string };

/** Where a screen is: its route's parameters and the address's query. */
interface ScreenAddress {
  readonly params: Params;
  readonly search: URLSearchParams;
}

interface ScreenRoute {
  readonly path: string;
  readonly Screen: Screen;
  /**
   * Asks for what a signed-in screen shows first: asked as the app starts (browser-app), the answers travel
   * while the screen's code arrives and renders, instead of after.
   */
  readonly askData?: (queryClient: QueryClient, address: ScreenAddress) => void;
}

const screenOf = <M,>(feature: Feature<M>, pick: (module: M) => ComponentType): Screen =>
  Object.assign(lazyComponent(feature.load, pick), { library: feature.specifier });

const routesOf = (screens: readonly ScreenRoute[]) =>
  screens.map(({ path, Screen }) => <Route key={path} path={path} element={<Screen />} />);

/** The feature libraries the screens come from. */
const FEATURES = {
  home: { specifier: '@changas/web/feature-home', load: () => import('@changas/web/feature-home') },
  staticPages: {
    specifier: '@changas/web/feature-static-pages',
    load: () => import('@changas/web/feature-static-pages'),
  },
  services: {
    specifier: '@changas/web/feature-services',
    load: () => import('@changas/web/feature-services'),
  },
  serviceDetail: {
    specifier: '@changas/web/feature-service-detail',
    load: () => import('@changas/web/feature-service-detail'),
  },
  provider: {
    specifier: '@changas/web/feature-provider',
    load: () => import('@changas/web/feature-provider'),
  },
  auth: { specifier: '@changas/web/feature-auth', load: () => import('@changas/web/feature-auth') },
  dashboard: {
    specifier: '@changas/web/feature-dashboard',
    load: () => import('@changas/web/feature-dashboard'),
  },
  profile: { specifier: '@changas/web/feature-profile', load: () => import('@changas/web/feature-profile') },
  myServices: {
    specifier: '@changas/web/feature-my-services',
    load: () => import('@changas/web/feature-my-services'),
  },
  serviceEditor: {
    specifier: '@changas/web/feature-service-editor',
    load: () => import('@changas/web/feature-service-editor'),
  },
  favorites: {
    specifier: '@changas/web/feature-favorites',
    load: () => import('@changas/web/feature-favorites'),
  },
  requests: {
    specifier: '@changas/web/feature-requests',
    load: () => import('@changas/web/feature-requests'),
  },
} satisfies Record<string, Feature<unknown>>;

const HomePage = screenOf(FEATURES.home, (m) => m.HomePage);
const AboutUsPage = screenOf(FEATURES.staticPages, (m) => m.AboutUsPage);
const HowItWorksPage = screenOf(FEATURES.staticPages, (m) => m.HowItWorksPage);
const TermsPage = screenOf(FEATURES.staticPages, (m) => m.TermsPage);
const PrivacyPage = screenOf(FEATURES.staticPages, (m) => m.PrivacyPage);
const HelpPage = screenOf(FEATURES.staticPages, (m) => m.HelpPage);
const NotFoundPage = screenOf(FEATURES.staticPages, (m) => m.NotFoundPage);
const ServicesPage = screenOf(FEATURES.services, (m) => m.ServicesPage);
const ServiceDetailPage = screenOf(FEATURES.serviceDetail, (m) => m.ServiceDetailPage);
const ProviderPage = screenOf(FEATURES.provider, (m) => m.ProviderPage);
const LoginPage = screenOf(FEATURES.auth, (m) => m.LoginPage);
const RegisterPage = screenOf(FEATURES.auth, (m) => m.RegisterPage);
const ForgotPasswordPage = screenOf(FEATURES.auth, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = screenOf(FEATURES.auth, (m) => m.ResetPasswordPage);
const DashboardPage = screenOf(FEATURES.dashboard, (m) => m.DashboardPage);
const ProfilePage = screenOf(FEATURES.profile, (m) => m.ProfilePage);
const MyServicesPage = screenOf(FEATURES.myServices, (m) => m.MyServicesPage);
const OfferServicePage = screenOf(FEATURES.serviceEditor, (m) => m.OfferServicePage);
const EditServicePage = screenOf(FEATURES.serviceEditor, (m) => m.EditServicePage);
const FavoritesPage = screenOf(FEATURES.favorites, (m) => m.FavoritesPage);
const MyRequestsPage = screenOf(FEATURES.requests, (m) => m.MyRequestsPage);
const ReceivedRequestsPage = screenOf(FEATURES.requests, (m) => m.ReceivedRequestsPage);

/**
 * The screens anyone may open: the server prerenders them (server.tsx) and the browser loads a prerendered
 * one's code before hydrating it (main.tsx), so hydration runs in one interruptible pass.
 */
const PUBLIC_SCREENS: readonly ScreenRoute[] = [
  { path: ROUTES.home, Screen: HomePage },
  { path: ROUTES.aboutUs, Screen: AboutUsPage },
  { path: ROUTES.howItWorks, Screen: HowItWorksPage },
  { path: ROUTES.terms, Screen: TermsPage },
  { path: ROUTES.privacy, Screen: PrivacyPage },
  { path: ROUTES.help, Screen: HelpPage },
  { path: ROUTES.services, Screen: ServicesPage },
  // Both spellings of spec section 2 open the same detail screen.
  { path: ROUTES.serviceDetail(':id'), Screen: ServiceDetailPage },
  { path: `${ROUTES.services}/:id`, Screen: ServiceDetailPage },
  // The id is optional so that /provider alone shows 'Proveedor no encontrado'.
  { path: ROUTES.provider(':id?'), Screen: ProviderPage },
];

/** The screens of signing in and up: open to anyone, drawn by the browser alone. */
const ACCOUNT_SCREENS: readonly ScreenRoute[] = [
  { path: ROUTES.login, Screen: LoginPage },
  { path: ROUTES.register, Screen: RegisterPage },
  { path: ROUTES.forgotPassword, Screen: ForgotPasswordPage },
  // The token is optional so that a link without one reaches the page, which sends it to /login.
  { path: ROUTES.resetPassword(':token?'), Screen: ResetPasswordPage },
];

/** The screens of a signed-in account; anonymous visitors are sent to /login (spec section 6). */
const PRIVATE_SCREENS: readonly ScreenRoute[] = [
  {
    path: ROUTES.dashboard,
    Screen: DashboardPage,
    askData: (client) => void client.prefetchQuery(dashboardQuery),
  },
  { path: ROUTES.profile, Screen: ProfilePage, askData: (client) => void client.prefetchQuery(profileQuery) },
  {
    path: ROUTES.myServices,
    Screen: MyServicesPage,
    askData: (client) => void client.prefetchQuery(myServicesQuery),
  },
  {
    path: ROUTES.offerService,
    Screen: OfferServicePage,
    askData: (client) => void client.prefetchQuery(categoriesQuery),
  },
  {
    path: ROUTES.editService(':serviceId'),
    Screen: EditServicePage,
    // A refusal (someone else's or a missing service) is not asked again as the screen mounts (App's
    // retryOnMount), and the screen shows it at once (service-wizard.spec).
    askData: (client, { params }) => {
      void client.prefetchQuery(categoriesQuery);
      const id = parseRouteId(params.serviceId);
      if (id !== undefined) void client.prefetchQuery(serviceQuery(id));
    },
  },
  {
    path: ROUTES.favorites,
    Screen: FavoritesPage,
    askData: (client, { search }) =>
      void client.prefetchQuery(favoriteServicesQuery(favoritesPageIn(search))),
  },
  {
    path: ROUTES.myRequests,
    Screen: MyRequestsPage,
    askData: (client) => {
      void client.prefetchInfiniteQuery(myAppointmentsQuery);
      // Whether to ask for a mobile phone (OwnPhoneNotice), shown above the list.
      void client.prefetchQuery(profileQuery);
    },
  },
  {
    path: ROUTES.receivedRequests,
    Screen: ReceivedRequestsPage,
    // The list, of the service the address filters by; the filter's choices; the phone notice's profile.
    askData: (client, { search }) => {
      void client.prefetchInfiniteQuery(receivedAppointmentsQuery(receivedServiceIn(search)));
      void client.prefetchQuery(myServicesQuery);
      void client.prefetchQuery(profileQuery);
    },
  },
];

/** The route of `screens` that answers `pathname`, with its parameters. */
function routeIn(screens: readonly ScreenRoute[], pathname: string) {
  for (const route of screens) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

const screenIn = (screens: readonly ScreenRoute[], pathname: string) =>
  routeIn(screens, pathname)?.route.Screen;

/** The public screen at `pathname`, if it is one. */
export const publicScreenAt = (pathname: string): Screen | undefined => screenIn(PUBLIC_SCREENS, pathname);

/** The screen at `pathname`, if a route shows one (the not-found page is not loaded ahead). */
export const screenAt = (pathname: string): Screen | undefined =>
  screenIn(PUBLIC_SCREENS, pathname) ??
  screenIn(ACCOUNT_SCREENS, pathname) ??
  screenIn(PRIVATE_SCREENS, pathname);

/**
 * The screen a document opened at `pathname` shows first: a private one's is /login's for a visitor
 * without a session (RequireAuth), and a path no route answers shows the not-found page.
 */
export function firstScreenAt(pathname: string, signedIn: boolean): Screen {
  const privateScreen = screenIn(PRIVATE_SCREENS, pathname);
  if (privateScreen) return signedIn ? privateScreen : LoginPage;
  if (matchPath(ROUTES.registerAlias, pathname)) return RegisterPage;
  return screenIn(PUBLIC_SCREENS, pathname) ?? screenIn(ACCOUNT_SCREENS, pathname) ?? NotFoundPage;
}

/** Asks for what the private screen at `location` shows first, for a signed-in visitor's document. */
export function askFirstScreenData(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  const found = routeIn(PRIVATE_SCREENS, pathname);
  found?.route.askData?.(queryClient, { params: found.params, search: new URLSearchParams(search) });
}

/** Whether a route answers `pathname`: anything else draws the not-found page. */
export const isRoute = (pathname: string): boolean =>
  screenAt(pathname) !== undefined || matchPath(ROUTES.registerAlias, pathname) !== null;

/** Every route of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routesOf(PUBLIC_SCREENS)}
        <Route path={ROUTES.registerAlias} element={<Navigate to={ROUTES.register} replace />} />
        {routesOf(ACCOUNT_SCREENS)}
        <Route element={<RequireAuth />}>{routesOf(PRIVATE_SCREENS)}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
