import type { SvgIconComponent } from '@mui/icons-material';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import type { FaqCategory } from './faq.data';

/** A help topic card: choosing it limits the questions to its categories. */
export interface HelpTopic {
  id: string;
  title: string;
  description: string;
  icon: SvgIconComponent;
  categories: readonly FaqCategory[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'primeros-pasos',
    title: 'Primeros pasos',
    description: 'Qué es Changas y cómo contratar tu primer servicio.',
    icon: RocketLaunchIcon,
    categories: ['General', 'Usuarios'],
  },
  {
    id: 'pagos',
    title: 'Pagos y facturación',
    description: 'Medios de pago, comisión y cobros.',
    icon: PaymentsIcon,
    categories: ['Pagos'],
  },
  {
    id: 'proveedores',
    title: 'Para proveedores',
    description: 'Publicar servicios y gestionar solicitudes.',
    icon: StorefrontIcon,
    categories: ['Proveedores'],
  },
  {
    id: 'cuenta',
    title: 'Cuenta y seguridad',
    description: 'Registro, contraseña y datos de tu cuenta.',
    icon: LockPersonIcon,
    categories: ['Cuenta'],
  },
];
