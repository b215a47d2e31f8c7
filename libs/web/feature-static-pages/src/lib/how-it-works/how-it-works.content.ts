import type { SvgIconComponent } from '@mui/icons-material';
import SearchIcon from '@mui/icons-material/Search';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HandymanIcon from '@mui/icons-material/Handyman';
import StarRateIcon from '@mui/icons-material/StarRate';
import type { FaqAccordionItem } from '@changas/web/ui';

export interface HowItWorksStep {
  title: string;
  description: string;
  icon: SvgIconComponent;
}

export const STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Busca y compara',
    description:
      'Explora servicios por categoría, provincia y localidad. Compara descripciones, precios y las calificaciones de otros usuarios.',
    icon: SearchIcon,
  },
  {
    title: 'Conecta y agenda',
    description:
      'Elige un día y un horario disponibles en la agenda del profesional y envía tu solicitud. Sigue su estado en «Mis solicitudes».',
    icon: EventAvailableIcon,
  },
  {
    title: 'Recibe el servicio',
    description:
      'El profesional hace el trabajo en la fecha acordada. Tu pago queda retenido hasta que el servicio se completa.',
    icon: HandymanIcon,
  },
  {
    title: 'Califica',
    description:
      'Puntúa el servicio de 1 a 5 estrellas y deja un comentario: tu opinión ayuda a otras personas a elegir con confianza.',
    icon: StarRateIcon,
  },
];

export const USER_BENEFITS: readonly string[] = [
  'Profesionales de tu zona, con reseñas de clientes reales.',
  'Precios, zonas de trabajo y disponibilidad a la vista antes de contratar.',
  'Turnos online: eliges el día y el horario sin llamadas ni vueltas.',
  'Pago protegido: queda retenido hasta que el servicio se completa.',
  'Registrarte y contratar no tiene costo.',
];

export const PROVIDER_BENEFITS: readonly string[] = [
  'Publicas tus servicios gratis y en pocos minutos.',
  'Tú defines el precio, las zonas donde trabajas y tu disponibilidad semanal.',
  'Recibes solicitudes y decides cuáles aceptar.',
  'El pago del cliente queda retenido hasta que completas el servicio: cobras con tranquilidad.',
  'Solo pagas una comisión del 5% sobre el valor total de cada servicio completado con éxito.',
  'Las buenas calificaciones suman reputación y la insignia de líder.',
];

export const HOW_IT_WORKS_FAQS: readonly FaqAccordionItem[] = [
  {
    question: '¿Cuánto cuesta usar Changas?',
    answer:
      'Registrarte, buscar y contratar servicios no tiene costo. Quienes ofrecen servicios pagan una comisión del 5% sobre el valor total de cada servicio completado con éxito.',
  },
  {
    question: '¿Cómo se protege mi pago?',
    answer:
      'El pago queda retenido hasta que el servicio se completa y recién entonces se libera al profesional. Puedes pagar con tarjetas de crédito y débito, transferencias bancarias o billeteras digitales.',
  },
  {
    question: '¿Puedo contratar y ofrecer servicios con la misma cuenta?',
    answer:
      'Sí. No hay cuentas separadas: cualquier persona registrada puede contratar servicios y también publicar los suyos desde «Ofrecer Servicio».',
  },
];
