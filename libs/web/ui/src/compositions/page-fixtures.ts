/** Mocked data of the page compositions: a catalogue of 23 services, one service in full, its reviews. */
import {
  WEEKDAYS,
  type Availability,
  type CalendarDayView,
  type RatingDistribution,
  type ReviewView,
  type ServiceView,
} from '@changas/shared/contracts';
import { FIXTURE_TODAY } from '../lib/scheduling/appointment.fixtures';
import { sampleReview } from '../lib/reviews/review-fixtures';
import type { ListedService } from '../lib/service-card/ServiceCard';

const CABA = 'Ciudad Autónoma de Buenos Aires';
const BSAS = 'Buenos Aires';

/** A flat inline picture per colour, so no story needs a server. */
const picture = (background: string, shape: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="${background}"/><circle cx="300" cy="110" r="60" fill="${shape}"/></svg>`,
  );

type Row = [
  title: string,
  category: string,
  price: number,
  province: string,
  locality: string,
  provider: string,
  average: number,
  count: number,
];

// Every third service has no picture, so the category pictogram shows as it does in the catalogue.
const ROWS: Row[] = [
  ['Plomería y destapaciones', 'Plomería', 12500, CABA, 'Palermo', 'Juan Gómez', 4.7, 18],
  ['Limpieza profunda de departamentos', 'Limpieza', 18000, CABA, 'Caballito', 'Lucía Fernández', 4.9, 32],
  ['Corte de césped y poda', 'Jardinería', 9500, BSAS, 'La Plata', 'Martín Sosa', 4.2, 7],
  [
    'Instalaciones eléctricas domiciliarias',
    'Electricidad',
    15000,
    'Córdoba',
    'Córdoba',
    'Diego Herrera',
    3.8,
    5,
  ],
  ['Clases de inglés para adultos', 'Idiomas', 8000, 'Santa Fe', 'Rosario', 'Carolina Díaz', 5, 11],
  ['Pintura de interiores', 'Pintura', 22000, 'Mendoza', 'Godoy Cruz', 'Pablo Romero', 0, 0],
  ['Paseo y cuidado de perros', 'Mascotas', 6000, CABA, 'Belgrano', 'Sofía Álvarez', 4.8, 24],
  [
    'Reparación de computadoras',
    'Tecnología',
    11000,
    'Tucumán',
    'San Miguel de Tucumán',
    'Nicolás Ruiz',
    4.1,
    3,
  ],
  [
    'Clases de guitarra para principiantes',
    'Música',
    7500,
    BSAS,
    'Mar del Plata',
    'Valentina Torres',
    4.6,
    9,
  ],
  ['Carpintería a medida', 'Carpintería', 35000, 'Neuquén', 'Neuquén', 'Federico Acosta', 4.4, 6],
  ['Maquillaje para eventos', 'Belleza', 14000, 'Salta', 'Salta', 'Agustina Medina', 0, 0],
  ['Mudanzas y fletes', 'Transporte', 40000, BSAS, 'Quilmes', 'Ramiro Benítez', 3.9, 14],
  ['Entrenamiento personal', 'Fitness', 9000, CABA, 'Núñez', 'Camila Ríos', 4.5, 8],
  ['Fotografía de casamientos', 'Fotografía', 120000, 'Córdoba', 'Villa Carlos Paz', 'Tomás Molina', 5, 4],
  ['Catering para cumpleaños', 'Cocina', 55000, 'Santa Fe', 'Santa Fe', 'Mariana Castro', 4.3, 12],
  ['Apoyo escolar de matemática', 'Educación', 6500, CABA, 'Almagro', 'Joaquín Ortiz', 4.9, 21],
  ['Service de autos a domicilio', 'Mecánica', 28000, BSAS, 'San Isidro', 'Hernán Vega', 3.5, 2],
  ['Enfermería a domicilio', 'Salud', 16000, 'Mendoza', 'Mendoza', 'Florencia Luna', 4.7, 15],
  ['Animación de fiestas infantiles', 'Eventos', 45000, BSAS, 'Morón', 'Gonzalo Peralta', 4, 3],
  ['Limpieza de tapizados', 'Limpieza', 13000, CABA, 'Flores', 'Romina Silva', 0, 0],
  [
    'Instalación de aire acondicionado',
    'Electricidad',
    32000,
    'Santa Fe',
    'Rosario',
    'Leandro Giménez',
    4.6,
    10,
  ],
  ['Diseño de jardines', 'Jardinería', 60000, 'Córdoba', 'Río Cuarto', 'Paula Navarro', 4.8, 6],
  ['Armado de muebles', 'Otros', 8500, CABA, 'Villa Urquiza', 'Ezequiel Cabrera', 4.2, 4],
];

const PICTURES = [picture('#BFDBFE', '#1D3557'), picture('#FDE68A', '#B45309')];

const toListed = (
  [title, category, price, province, locality, provider, average, count]: Row,
  index: number,
): ListedService => ({
  id: index + 1,
  title,
  description: `${title} en ${locality} y alrededores. Presupuesto sin cargo, materiales de primera y garantía por escrito de cada trabajo.`,
  category,
  price,
  image_url: index % 3 === 2 ? null : PICTURES[index % 2],
  zones: [{ province, locality }],
  average_rating: average,
  ratings_count: count,
  providerName: provider,
  provider: { name: provider, phone: '', locality, province },
});

export const CATALOGUE: readonly ListedService[] = ROWS.map(toListed);

/** The user of the logged-in stories, and the provider of the detail page's service. */
export const VISITOR = { id: 2, name: 'María Gómez' } as const;
export const PROVIDER_ID = 14;

export const detailService: ServiceView = {
  id: 1,
  title: 'Plomería y destapaciones',
  description:
    'Reparación de pérdidas, cambio de grifería, destapaciones con máquina y arreglos generales en casas y departamentos.\n\nTrabajo con materiales de primera marca y dejo todo limpio al terminar. Presupuesto sin cargo por WhatsApp con fotos del problema.',
  category: 'Plomería',
  price: 12500,
  duration_minutes: 60,
  booking_window_days: 30,
  availability: {
    monday: ['09:00-13:00', '15:00-19:00'],
    tuesday: ['09:00-13:00'],
    wednesday: ['09:00-13:00', '15:00-19:00'],
    thursday: [],
    friday: ['09:00-18:00'],
    saturday: ['09:00-12:00'],
    sunday: [],
  },
  zones: [
    { province: CABA, locality: 'Palermo', neighborhood: 'Palermo Soho' },
    { province: CABA, locality: 'Belgrano' },
    { province: CABA, locality: 'Colegiales' },
  ],
  image_url: PICTURES[0],
  status: 'active',
  isActive: true,
  providerId: PROVIDER_ID,
  providerName: 'Juan Gómez',
  provider: { name: 'Juan Gómez', phone: '11 5555-0101', locality: 'Palermo', province: CABA },
  average_rating: 3.5,
  ratings_count: 2,
  created_at: '2026-01-10T13:00:00.000Z',
  updated_at: '2026-02-20T13:00:00.000Z',
};

/** The same service once it has the reputation of a leader (average ≥ 4 with at least 3 reviews). */
export const leaderService: ServiceView = { ...detailService, average_rating: 4.7, ratings_count: 18 };

export const detailReviews: readonly ReviewView[] = [
  sampleReview({
    id: 11,
    service_id: detailService.id,
    rating: 5,
    user_name: 'Diego Fernández',
    comment: 'Vino en el horario acordado y destapó la cocina en media hora. Muy prolijo y amable.',
  }),
  sampleReview({
    id: 12,
    service_id: detailService.id,
    rating: 2,
    user_id: 5,
    user_name: 'Laura Pérez',
    comment: 'Resolvió la pérdida, pero llegó una hora tarde y sin avisar. El precio fue el acordado.',
    created_at: '2026-02-14T18:30:00.000Z',
    updated_at: '2026-02-14T18:30:00.000Z',
  }),
];

export const detailDistribution: RatingDistribution = { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 };

/** 18 reviews averaging 4.7, as leaderService shows. */
export const leaderDistribution: RatingDistribution = { 1: 0, 2: 0, 3: 1, 4: 3, 5: 14 };

/** The 30-day booking horizon from FIXTURE_TODAY: a day has free turns when the week offers hours on it. */
export function calendarDaysOf(availability: Availability): CalendarDayView[] {
  const start = new Date(`${FIXTURE_TODAY}T12:00:00Z`);
  return Array.from({ length: 31 }, (_, index) => {
    const day = new Date(start.getTime() + index * 86_400_000);
    // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(day.getUTCDay() + 6) % 7];
    return { date: day.toISOString().slice(0, 10), has_availability: availability[weekday].length > 0 };
  });
}
