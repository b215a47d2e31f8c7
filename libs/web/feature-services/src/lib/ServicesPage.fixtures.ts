/** The catalogue of the /services stories: 23 services from all over Argentina, as the API lists them. */
import { LISTING_PAGE_SIZE, type ServiceView } from '@changas/shared/contracts';
import { ok, sampleWeek, type ApiReply } from '@changas/web/ui/storybook';

const CABA = 'Ciudad Autónoma de Buenos Aires';
const BSAS = 'Buenos Aires';

/** A flat inline picture per colour, so no story needs a server. */
const picture = (background: string, shape: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="${background}"/><circle cx="300" cy="110" r="60" fill="${shape}"/></svg>`,
  );
const PICTURES = [picture('#BFDBFE', '#1D3557'), picture('#FDE68A', '#B45309')];

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

// prettier-ignore
const ROWS: Row[] = [
  ['Plomería y destapaciones', 'Plomería', 12500, CABA, 'Palermo', 'Juan Gómez', 4.7, 18],
  ['Limpieza profunda de departamentos', 'Limpieza', 18000, CABA, 'Caballito', 'Lucía Fernández', 4.9, 32],
  ['Corte de césped y poda', 'Jardinería', 9500, BSAS, 'La Plata', 'Martín Sosa', 4.2, 7],
  ['Instalaciones eléctricas domiciliarias', 'Electricidad', 15000, 'Córdoba', 'Córdoba', 'Diego Herrera', 3.8, 5],
  ['Clases de inglés para adultos', 'Idiomas', 8000, 'Santa Fe', 'Rosario', 'Carolina Díaz', 5, 11],
  ['Pintura de interiores', 'Pintura', 22000, 'Mendoza', 'Godoy Cruz', 'Pablo Romero', 0, 0],
  ['Paseo y cuidado de perros', 'Mascotas', 6000, CABA, 'Belgrano', 'Sofía Álvarez', 4.8, 24],
  ['Reparación de computadoras', 'Tecnología', 11000, 'Tucumán', 'San Miguel de Tucumán', 'Nicolás Ruiz', 4.1, 3],
  ['Clases de guitarra para principiantes', 'Música', 7500, BSAS, 'Mar del Plata', 'Valentina Torres', 4.6, 9],
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
  ['Instalación de aire acondicionado', 'Electricidad', 32000, 'Santa Fe', 'Rosario', 'Leandro Giménez', 4.6, 10],
  ['Diseño de jardines', 'Jardinería', 60000, 'Córdoba', 'Río Cuarto', 'Paula Navarro', 4.8, 6],
  ['Armado de muebles', 'Otros', 8500, CABA, 'Villa Urquiza', 'Ezequiel Cabrera', 4.2, 4],
];

// Every third service has no picture, so the category pictogram shows as it does in the catalogue.
const toService = (
  [title, category, price, province, locality, provider, average, count]: Row,
  index: number,
): ServiceView => ({
  id: index + 1,
  title,
  description: `${title} en ${locality} y alrededores. Presupuesto sin cargo, materiales de primera y garantía por escrito de cada trabajo.`,
  category,
  price,
  duration_minutes: 60,
  booking_window_days: 30,
  skips_national_holidays: true,
  availability: sampleWeek,
  zones: [{ province, locality }],
  image_url: index % 3 === 2 ? null : PICTURES[index % 2],
  status: 'active',
  isActive: true,
  providerId: 100 + index,
  providerName: provider,
  provider: { name: provider, phone: '', locality, province },
  average_rating: average,
  ratings_count: count,
  created_at: '2026-02-01T13:00:00.000Z',
  updated_at: '2026-02-01T13:00:00.000Z',
});

export const CATALOGUE: readonly ServiceView[] = ROWS.map(toService);

/** The search the page sends for a query string ('category=limpieza'), first page by default. */
export const searchRoute = (query = '', page = 1) =>
  `GET /api/services?${query ? `${query}&` : ''}page=${page}&limit=${LISTING_PAGE_SIZE}`;

/** Page `page` of the services, as the API answers a search. */
export function searchAnswer(services: readonly ServiceView[], page = 1): ApiReply {
  const first = (page - 1) * LISTING_PAGE_SIZE;
  return ok({
    services: services.slice(first, first + LISTING_PAGE_SIZE),
    total: services.length,
    total_capped: false,
    page,
    limit: LISTING_PAGE_SIZE,
  });
}

/** Every page of the search `query` over `services`, so the pagination works in the story. */
export function searchRoutes(services: readonly ServiceView[], query = '') {
  const pages = Math.max(1, Math.ceil(services.length / LISTING_PAGE_SIZE));
  return Object.fromEntries(
    Array.from({ length: pages }, (_, index) => [
      searchRoute(query, index + 1),
      searchAnswer(services, index + 1),
    ]),
  );
}
