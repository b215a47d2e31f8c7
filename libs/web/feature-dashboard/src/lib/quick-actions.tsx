import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import AssignmentIcon from '@mui/icons-material/Assignment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import InboxIcon from '@mui/icons-material/Inbox';
import { ROUTES } from '@changas/shared/contracts';

/** The six shortcuts of the dashboard (spec section 2). */
export const QUICK_ACTIONS = [
  {
    to: ROUTES.services,
    title: 'Buscar servicios',
    description: 'Encuentra profesionales cerca tuyo.',
    icon: <TravelExploreIcon />,
  },
  {
    to: ROUTES.offerService,
    title: 'Ofrecer un servicio',
    description: 'Publica lo que sabes hacer.',
    icon: <AddBusinessIcon />,
  },
  {
    to: ROUTES.favorites,
    title: 'Mis favoritos',
    description: 'Los servicios que guardaste.',
    icon: <FavoriteBorderIcon />,
  },
  {
    to: ROUTES.myRequests,
    title: 'Mis solicitudes',
    description: 'Los turnos que pediste.',
    icon: <AssignmentIcon />,
  },
  {
    to: ROUTES.myServices,
    title: 'Mis servicios',
    description: 'Edita, pausa o activa tus publicaciones.',
    icon: <StorefrontIcon />,
  },
  {
    to: ROUTES.receivedRequests,
    title: 'Solicitudes recibidas',
    description: 'Acepta, rechaza o completa pedidos.',
    icon: <InboxIcon />,
  },
] as const;
