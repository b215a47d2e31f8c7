import type { ListedService } from './ServiceCard';

// Sample services for the stories of the service cards; the picture is inline, so no server is needed.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#BFDBFE"/><circle cx="90" cy="80" r="45" fill="#1D3557"/></svg>',
  );

export const CABA = 'Ciudad Autónoma de Buenos Aires';

export const sampleService: ListedService = {
  id: 7,
  title: 'Plomería y destapaciones',
  description:
    'Reparación de pérdidas, cambio de grifería, destapaciones y arreglos generales en casas y departamentos. Presupuesto sin cargo.',
  category: 'Plomería',
  price: 12500,
  image_url: PICTURE,
  zones: [
    { province: CABA, locality: 'Palermo' },
    { province: CABA, locality: 'Belgrano' },
    { province: CABA, locality: 'Caballito' },
  ],
  average_rating: 3.5,
  ratings_count: 2,
  providerName: 'Juan Gómez',
  provider: { name: 'Juan Gómez', phone: '', locality: 'Palermo', province: CABA },
};

/** n services that differ in title, category, rating and picture. */
export const sampleServices = (count: number): ListedService[] =>
  Array.from({ length: count }, (_, index) => ({
    ...sampleService,
    id: index + 1,
    title: `${sampleService.title} ${index + 1}`,
    average_rating: index % 2 === 0 ? 4.5 : 0,
    ratings_count: index % 2 === 0 ? 10 + index : 0,
    image_url: index % 3 === 2 ? null : sampleService.image_url,
  }));
