import { DEFAULT_CATEGORIES } from './catalog';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('DEFAULT_CATEGORIES', () => {
  it('lists the 20 categories of the spec in order', () => {
    expect(DEFAULT_CATEGORIES.map((category) => category.name)).toEqual([
      'Limpieza',
      'Jardinería',
      'Plomería',
      'Electricidad',
      'Carpintería',
      'Pintura',
      'Mecánica',
      'Tecnología',
      'Educación',
      'Salud',
      'Belleza',
      'Mascotas',
      'Transporte',
      'Eventos',
      'Fotografía',
      'Cocina',
      'Fitness',
      'Música',
      'Idiomas',
      'Otros',
    ]);
  });

  it('derives every slug from its name by folding accents and case', () => {
    for (const { name, slug } of DEFAULT_CATEGORIES) {
      expect(slug).toBe(fold(name));
      expect(slug).toMatch(/^[a-z]+$/);
    }
  });
});
