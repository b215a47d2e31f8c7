import { RARE_WORD } from './bench-data';

/** What the listing is asked in the benchmark: the screens' common searches and their worst cases. */
export const scenarios = (detailId: number): readonly { readonly name: string; readonly path: string }[] => [
  { name: 'listado, página 1', path: '/api/services' },
  { name: 'listado, página 500', path: '/api/services?page=500' },
  { name: 'categoría', path: '/api/services?category=plomeria' },
  { name: 'provincia', path: '/api/services?provincia=cordoba' },
  { name: 'provincia + localidad', path: '/api/services?provincia=cordoba&localidad=rio%20cuarto' },
  { name: 'texto frecuente', path: '/api/services?q=jardineria' },
  { name: 'texto raro', path: `/api/services?q=${encodeURIComponent(RARE_WORD)}` },
  { name: 'texto + provincia', path: '/api/services?q=garantia&provincia=mendoza' },
  {
    name: 'todos los filtros',
    path: '/api/services?q=presupuesto&categoria=electricidad&provincia=buenos%20aires&localidad=la%20plata',
  },
  { name: 'detalle', path: `/api/services/${detailId}` },
];
