import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@changas/shared/contracts';
import { type LazyComponent, lazyComponent } from '@changas/web/ui';
import { AppLayout } from './AppLayout';
import { RequireAuth } from './RequireAuth';

/** A screen of a feature library, loaded only when its route is first shown or preloaded. */
type Screen = LazyComponent<object>;

interface ScreenRoute {
  readonly path: string;
  readonly Screen: Screen;
}

const routesOf = (screens: readonly ScreenRoute[]) =>
  screens.map(({ path, Screen }) => <Route key={path} path={path} element={<Screen />} />);

const staticPages = () => import('@changas/web/feature-static-pages');
const auth = () => import('@changas/web/feature-auth');
const serviceEditor = () => import('@changas/web/feature-service-editor');
const requests = () => import('@changas/web/feature-requests');

const HomePage = lazyComponent(
  () => import('@changas/web/feature-home'),
  (m) => m.HomePage,
);
const AboutUsPage = lazyComponent(staticPages, (m) => m.AboutUsPage);
const HowItWorksPage = lazyComponent(staticPages, (m) => m.HowItWorksPage);
const TermsPage = lazyComponent(staticPages, (m) => m.TermsPage);
const PrivacyPage = lazyComponent(staticPages, (m) => m.PrivacyPage);
const HelpPage = lazyComponent(staticPages, (m) => m.HelpPage);
const NotFoundPage = lazyComponent(staticPages, (m) => m.NotFoundPage);
const ServicesPage = lazyComponent(
  () => import('@changas/web/feature-services'),
  (m) => m.ServicesPage,
);
const ServiceDetailPage = lazyComponent(
  () => import('@changas/web/feature-service-detail'),
  (m) => m.ServiceDetailPage,
);
const ProviderPage = lazyComponent(
  () => import('@changas/web/feature-provider'),
  (m) => m.ProviderPage,
);
const LoginPage = lazyComponent(auth, (m) => m.LoginPage);
const RegisterPage = lazyComponent(auth, (m) => m.RegisterPage);
const ForgotPasswordPage = lazyComponent(auth, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyComponent(auth, (m) => m.ResetPasswordPage);
const DashboardPage = lazyComponent(
  () => import('@changas/web/feature-dashboard'),
  (m) => m.DashboardPage,
);
const ProfilePage = lazyComponent(
  () => import('@changas/web/feature-profile'),
  (m) => m.ProfilePage,
);
const MyServicesPage = lazyComponent(
  () => import('@changas/web/feature-my-services'),
  (m) => m.MyServicesPage,
);
const OfferServicePage = lazyComponent(serviceEditor, (m) => m.OfferServicePage);
const EditServicePage = lazyComponent(serviceEditor, (m) => m.EditServicePage);
const FavoritesPage = lazyComponent(
  () => import('@changas/web/feature-favorites'),
  (m) => m.FavoritesPage,
);
const MyRequestsPage = lazyComponent(requests, (m) => m.MyRequestsPage);
const ReceivedRequestsPage = lazyComponent(requests, (m) => m.ReceivedRequestsPage);

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
  { path: ROUTES.dashboard, Screen: DashboardPage },
  { path: ROUTES.profile, Screen: ProfilePage },
  { path: ROUTES.myServices, Screen: MyServicesPage },
  { path: ROUTES.offerService, Screen: OfferServicePage },
  { path: ROUTES.editService(':serviceId'), Screen: EditServicePage },
  { path: ROUTES.favorites, Screen: FavoritesPage },
  { path: ROUTES.myRequests, Screen: MyRequestsPage },
  { path: ROUTES.receivedRequests, Screen: ReceivedRequestsPage },
];

const screenIn = (screens: readonly ScreenRoute[], pathname: string) =>
  screens.find(({ path }) => matchPath(path, pathname))?.Screen;

/** The public screen at `pathname`, if it is one. */
export const publicScreenAt = (pathname: string): Screen | undefined => screenIn(PUBLIC_SCREENS, pathname);

/** The screen at `pathname`, if a route shows one (the not-found page is not loaded ahead). */
export const screenAt = (pathname: string): Screen | undefined =>
  screenIn(PUBLIC_SCREENS, pathname) ??
  screenIn(ACCOUNT_SCREENS, pathname) ??
  screenIn(PRIVATE_SCREENS, pathname);

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
