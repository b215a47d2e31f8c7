import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqItem } from './faq.data';
import { filterFaqs } from './filter-faqs';

const ITEMS: FaqItem[] = [
  { category: 'General', question: '¿Qué es Changas?', answer: 'Una plataforma para contratar servicios.' },
  { category: 'Pagos', question: '¿Cómo funciona la comisión?', answer: 'Se cobra al proveedor.' },
  { category: 'Cuenta', question: '¿Cómo cambio mi contraseña?', answer: 'Desde tu perfil, en el menú.' },
  { category: 'Usuarios', question: '¿Puedo dejar una reseña?', answer: 'Sí, al año del niño.' },
];

const questions = (items: readonly FaqItem[]) => items.map((item) => item.question);

describe('filterFaqs', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaqs(ITEMS, '')).toEqual(ITEMS);
    expect(filterFaqs(ITEMS, '   ')).toEqual(ITEMS);
  });

  it('matches the question', () => {
    expect(questions(filterFaqs(ITEMS, 'reseña'))).toEqual(['¿Puedo dejar una reseña?']);
  });

  it('matches the answer', () => {
    expect(questions(filterFaqs(ITEMS, 'perfil'))).toEqual(['¿Cómo cambio mi contraseña?']);
  });

  it('matches the category', () => {
    expect(questions(filterFaqs(ITEMS, 'general'))).toEqual(['¿Qué es Changas?']);
    expect(questions(filterFaqs(ITEMS, 'pagos'))).toEqual(['¿Cómo funciona la comisión?']);
  });

  it('ignores case and accents but keeps ñ', () => {
    expect(questions(filterFaqs(ITEMS, 'COMISION'))).toEqual(['¿Cómo funciona la comisión?']);
    expect(questions(filterFaqs(ITEMS, 'qué ES'))).toEqual(['¿Qué es Changas?']);
    expect(questions(filterFaqs(ITEMS, 'CONTRASEÑA'))).toEqual(['¿Cómo cambio mi contraseña?']);
    expect(filterFaqs(ITEMS, 'contrasena')).toEqual([]);
    expect(filterFaqs(ITEMS, 'nino')).toEqual([]);
  });

  it('needs every word, in any field', () => {
    expect(questions(filterFaqs(ITEMS, 'proveedor pagos'))).toEqual(['¿Cómo funciona la comisión?']);
    expect(filterFaqs(ITEMS, 'proveedor contraseña')).toEqual([]);
  });

  it('returns nothing for nonsense', () => {
    expect(filterFaqs(ITEMS, 'xyzzy')).toEqual([]);
    expect(filterFaqs(FAQ_ITEMS, 'qwertyuiop inexistente')).toEqual([]);
  });

  it('limits to the given categories, together with the query', () => {
    expect(questions(filterFaqs(ITEMS, '', ['Cuenta', 'Usuarios']))).toEqual([
      '¿Cómo cambio mi contraseña?',
      '¿Puedo dejar una reseña?',
    ]);
    expect(filterFaqs(ITEMS, 'comisión', ['Cuenta'])).toEqual([]);
    expect(filterFaqs(ITEMS, '', [])).toEqual(ITEMS);
  });

  it('does not change its input', () => {
    const copy = [...ITEMS];
    filterFaqs(ITEMS, 'pagos');
    expect(ITEMS).toEqual(copy);
  });
});

describe('the help-centre questions', () => {
  it('are 12 and use every category', () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(FAQ_ITEMS.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(new Set(questions(FAQ_ITEMS)).size).toBe(12);
  });

  it('searching "pago" finds exactly the payment questions', () => {
    const found = filterFaqs(FAQ_ITEMS, 'pago');
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.every((item) => item.category === 'Pagos')).toBe(true);
    expect(found).toEqual(FAQ_ITEMS.filter((item) => item.category === 'Pagos'));
    expect(filterFaqs(FAQ_ITEMS, 'PAGÓ')).toEqual(found);
    expect(questions(found)).not.toContain('¿Cómo creo una cuenta?');
  });

  it('carry the claims of the spec', () => {
    const text = FAQ_ITEMS.map((item) => item.answer).join(' ');
    expect(text).toContain('tarjetas de crédito y débito, transferencias bancarias y billeteras digitales');
    expect(text).toContain('de 1 a 5 estrellas');
    expect(text).toContain('5%');
    expect(text).toContain('lunes a viernes de 9:00 a 18:00');
    expect(text).toContain('menos de 24 horas');
    expect(filterFaqs(FAQ_ITEMS, 'comision')).toHaveLength(2);
  });
});
