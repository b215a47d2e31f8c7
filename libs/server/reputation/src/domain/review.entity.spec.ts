import { Review } from './review.entity';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const LATER = new Date('2026-03-03T12:00:00.000Z');
const COMMENT = 'Muy puntual y prolijo, dejó todo impecable.';

const written = () => {
  const review = Review.write(2, 10, { rating: 4, comment: `  ${COMMENT} ` }, NOW);
  if (!review.ok) throw review.error;
  return Review.restore({ ...review.value, id: 1 });
};

describe('Review', () => {
  it('is written with whole stars and a trimmed comment, by its author on its service', () => {
    expect(Review.write(2, 10, { rating: 4, comment: `  ${COMMENT} ` }, NOW)).toEqual({
      ok: true,
      value: { serviceId: 10, authorId: 2, rating: 4, comment: COMMENT, createdAt: NOW, updatedAt: NOW },
    });
  });

  it.each([
    [undefined, 'Por favor selecciona una calificación'],
    [0, 'La calificación debe ser entre 1 y 5 estrellas'],
    [6, 'La calificación debe ser entre 1 y 5 estrellas'],
    [3.5, 'La calificación debe ser entre 1 y 5 estrellas'],
  ])('refuses %p stars with the form message', (rating, message) => {
    const review = Review.write(2, 10, { rating, comment: COMMENT }, NOW);
    expect(!review.ok && review.error.fieldErrors).toEqual({ rating: message });
  });

  it.each([
    ['   ', 'El comentario debe tener entre 20 y 500 caracteres'],
    [' '.repeat(5) + 'x'.repeat(19), 'El comentario debe tener al menos 20 caracteres'],
    ['x'.repeat(501), 'El comentario no puede superar 500 caracteres'],
  ])('refuses the comment %p with the form message', (comment, message) => {
    const review = Review.write(2, 10, { rating: 5, comment }, NOW);
    expect(!review.ok && review.error.fieldErrors).toEqual({ comment: message });
  });

  it('counts the comment in code points: 20 emoji are enough, 500 accented letters fit', () => {
    expect(Review.write(2, 10, { rating: 5, comment: '👍'.repeat(20) }, NOW).ok).toBe(true);
    expect(Review.write(2, 10, { rating: 5, comment: 'é'.repeat(500) }, NOW).ok).toBe(true);
  });

  it('is edited by its author only, under the same rules, keeping its creation time', () => {
    const review = written();
    expect(review.edit(3, { rating: 5, comment: COMMENT }, LATER)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'REPUTATION.UPDATE_FORBIDDEN' }),
    });
    const invalid = review.edit(2, { rating: 9, comment: COMMENT }, LATER);
    expect(!invalid.ok && invalid.error.code).toBe('COMMON.VALIDATION');
    expect(review.toProps()).toMatchObject({ rating: 4, updatedAt: NOW });

    expect(review.edit(2, { rating: 5, comment: ' Volvió sin costo a revisar todo. ' }, LATER).ok).toBe(true);
    expect(review.toProps()).toMatchObject({
      rating: 5,
      comment: 'Volvió sin costo a revisar todo.',
      createdAt: NOW,
      updatedAt: LATER,
    });
  });

  it('is removable by its author only', () => {
    const review = written();
    expect(review.checkRemovableBy(2).ok).toBe(true);
    const foreign = review.checkRemovableBy(3);
    expect(!foreign.ok && foreign.error.code).toBe('REPUTATION.DELETE_FORBIDDEN');
  });
});
