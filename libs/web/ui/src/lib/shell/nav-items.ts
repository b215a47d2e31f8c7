import { ROUTES } from '@changas/shared/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** The main navigation of spec section 2, shared by the header bar and the mobile menu. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Inicio', to: ROUTES.home },
  { label: 'Servicios', to: ROUTES.services },
  { label: 'Cómo funciona', to: ROUTES.howItWorks },
  { label: 'Nosotros', to: ROUTES.aboutUs },
];

export const GUEST_ACTIONS: readonly NavItem[] = [
  { label: 'Iniciar sesión', to: ROUTES.login },
  { label: 'Registrarse', to: ROUTES.register },
];

/** The account menu of a logged-in user (log out is added by the menu itself). */
export const ACCOUNT_MENU: readonly NavItem[] = [
  { label: 'Mi panel', to: ROUTES.dashboard },
  { label: 'Mi perfil', to: ROUTES.profile },
  { label: 'Mis solicitudes', to: ROUTES.myRequests },
  { label: 'Solicitudes recibidas', to: ROUTES.receivedRequests },
  { label: 'Mis favoritos', to: ROUTES.favorites },
];

export const OFFER_SERVICE_ACTION: NavItem = { label: 'Ofrecer Servicio', to: ROUTES.offerService };
