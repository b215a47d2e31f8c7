import type { SvgIconComponent } from '@mui/icons-material';
import FlagIcon from '@mui/icons-material/Flag';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VerifiedIcon from '@mui/icons-material/Verified';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

export const HISTORY_PARAGRAPHS: readonly string[] = [
  'Changas nació en 2023, cuando un grupo de emprendedores argentinos se hizo una pregunta simple: ¿por qué sigue siendo tan difícil encontrar a alguien de confianza para arreglar una canilla, pintar una habitación o dar clases particulares?',
  'En la Argentina, una changa es ese trabajo puntual que resuelve un problema concreto. Quisimos darle a cada changa su lugar: un espacio donde profesionales y trabajadores independientes muestran lo que saben hacer, organizan su agenda y construyen su reputación, y donde los clientes encuentran, comparan y contratan con tranquilidad.',
  'Hoy Changas reúne a miles de profesionales de todo el país, y seguimos creciendo con la misma idea del primer día: que el buen trabajo sea fácil de encontrar.',
];

export interface Value {
  title: string;
  description: string;
  icon: SvgIconComponent;
}

export const VALUES: readonly Value[] = [
  {
    title: 'Misión',
    description:
      'Que cualquier persona en la Argentina encuentre, contrate y califique servicios de confianza cerca de su casa, y que cada profesional viva mejor de su oficio.',
    icon: FlagIcon,
  },
  {
    title: 'Visión',
    description:
      'Ser la plataforma de referencia para contratar servicios locales en el país, donde la confianza se construye con cada trabajo bien hecho.',
    icon: VisibilityIcon,
  },
  {
    title: 'Calidad garantizada',
    description:
      'Las calificaciones de 1 a 5 estrellas de clientes reales premian el buen trabajo, y el pago queda retenido hasta que el servicio se completa.',
    icon: VerifiedIcon,
  },
  {
    title: 'Compromiso social',
    description:
      'Impulsamos el trabajo independiente y los oficios de cada barrio para que más personas generen ingresos con lo que saben hacer.',
    icon: VolunteerActivismIcon,
  },
];

export interface Stat {
  value: string;
  label: string;
  /** Shown with a star: the figure is a rating out of 5. */
  isRating?: boolean;
}

/** The figures claimed by the product spec, already in es-AR format. */
export const STATS: readonly Stat[] = [
  { value: '10.000+', label: 'Servicios completados' },
  { value: '2.500+', label: 'Profesionales activos' },
  { value: '15.000+', label: 'Usuarios registrados' },
  { value: '4,8', label: 'Calificación promedio', isRating: true },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Placeholder profile addresses until the real ones are provided. */
  profileUrl: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Martina Gómez',
    role: 'Cofundadora y directora ejecutiva',
    bio: 'Emprendedora cordobesa con más de diez años en empresas de servicios. Lidera la estrategia y las alianzas de Changas.',
    profileUrl: 'https://www.linkedin.com/in/martina-gomez-changas',
  },
  {
    name: 'Lucas Fernández',
    role: 'Cofundador y director de tecnología',
    bio: 'Ingeniero en sistemas. Diseñó la plataforma para que buscar, agendar y calificar sea simple desde cualquier celular.',
    profileUrl: 'https://www.linkedin.com/in/lucas-fernandez-changas',
  },
  {
    name: 'Sofía Romero',
    role: 'Directora de operaciones y comunidad',
    bio: 'Trabaja codo a codo con los profesionales de la plataforma y coordina el equipo de soporte para que cada consulta tenga respuesta.',
    profileUrl: 'https://www.linkedin.com/in/sofia-romero-changas',
  },
];
