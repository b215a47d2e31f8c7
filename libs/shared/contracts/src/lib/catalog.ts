/** The 20 default categories of spec section 3, in display order; slug = accent-folded lower case. */
export const DEFAULT_CATEGORIES = [
  { name: 'Limpieza', slug: 'limpieza' },
  { name: 'Jardinería', slug: 'jardineria' },
  { name: 'Plomería', slug: 'plomeria' },
  { name: 'Electricidad', slug: 'electricidad' },
  { name: 'Carpintería', slug: 'carpinteria' },
  { name: 'Pintura', slug: 'pintura' },
  { name: 'Mecánica', slug: 'mecanica' },
  { name: 'Tecnología', slug: 'tecnologia' },
  { name: 'Educación', slug: 'educacion' },
  { name: 'Salud', slug: 'salud' },
  { name: 'Belleza', slug: 'belleza' },
  { name: 'Mascotas', slug: 'mascotas' },
  { name: 'Transporte', slug: 'transporte' },
  { name: 'Eventos', slug: 'eventos' },
  { name: 'Fotografía', slug: 'fotografia' },
  { name: 'Cocina', slug: 'cocina' },
  { name: 'Fitness', slug: 'fitness' },
  { name: 'Música', slug: 'musica' },
  { name: 'Idiomas', slug: 'idiomas' },
  { name: 'Otros', slug: 'otros' },
] as const;

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
}

/** `GET /api/categories` */
export interface CategoriesResponse {
  categories: CategoryView[];
}
