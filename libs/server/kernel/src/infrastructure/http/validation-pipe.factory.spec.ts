import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MinLength, ValidateNested } from 'class-validator';
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { DomainError } from '../../domain/domain-error';
import { positiveIntegerParameter, QueryDto } from './query-parameters';
import { createValidationPipe } from './validation-pipe.factory';

class ZoneDto {
  @IsNotEmpty({ message: 'Selecciona provincia y localidad' })
  province!: string;
}

class ReviewDto {
  @IsString({ message: 'El comentario es obligatorio' })
  @MinLength(20, { message: 'El comentario debe tener al menos 20 caracteres' })
  comment!: string;

  @Type(() => Number)
  @IsInt({ message: 'La calificación debe ser entre 1 y 5 estrellas' })
  @Max(5, { message: 'La calificación debe ser entre 1 y 5 estrellas' })
  rating!: number;

  @ValidateNested({ each: true })
  @Type(() => ZoneDto)
  zones: ZoneDto[] = [];
}

/** As Nest runs a pipe: inside an async step, so a synchronous throw is a rejection. */
const transform = async (pipe: PipeTransform, value: unknown, metadata: ArgumentMetadata) =>
  pipe.transform(value, metadata);

const validate = (body: unknown) =>
  transform(createValidationPipe(), body, { type: 'body', metatype: ReviewDto });

async function fieldErrorsOf(body: unknown) {
  const error = await validate(body).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('COMMON.VALIDATION');
  return (error as DomainError).fieldErrors;
}

describe('createValidationPipe', () => {
  it('answers one Spanish message per field, including nested fields and refused extra fields', async () => {
    await expect(
      fieldErrorsOf({
        comment: 'corto',
        rating: '9',
        zones: [{ province: 'Salta' }, { province: '' }],
        role: 'admin',
      }),
    ).resolves.toEqual({
      comment: 'El comentario debe tener al menos 20 caracteres',
      rating: 'La calificación debe ser entre 1 y 5 estrellas',
      'zones.1.province': 'Selecciona provincia y localidad',
      role: 'Este campo no está permitido',
    });
  });

  it('reports the top-most failing check of each field of an empty body', async () => {
    await expect(fieldErrorsOf(undefined)).resolves.toEqual({
      comment: 'El comentario es obligatorio',
      rating: 'La calificación debe ser entre 1 y 5 estrellas',
    });
  });

  it('refuses each repeated query parameter by name, whole or read alone', async () => {
    const pipe = createValidationPipe();
    const refusal = (value: unknown, data?: string) =>
      transform(pipe, value, { type: 'query', metatype: Object, data }).catch(
        (caught: DomainError) => caught,
      );

    await expect(refusal({ q: ['a', 'b'], page: '1', category: ['x', 'y'] })).resolves.toMatchObject({
      code: 'COMMON.VALIDATION',
      fieldErrors: {
        q: 'Este parámetro debe aparecer una sola vez',
        category: 'Este parámetro debe aparecer una sola vez',
      },
    });
    await expect(refusal(['2026-03-02', '2026-03-03'], 'date')).resolves.toMatchObject({
      fieldErrors: { date: 'Este parámetro debe aparecer una sola vez' },
    });
    await expect(refusal({ q: 'a', page: '1' })).resolves.toEqual({ q: 'a', page: '1' });
  });

  it('reads a whole query of a QueryDto by its parameters, once no parameter is repeated', async () => {
    class PageQuery extends QueryDto({ page: positiveIntegerParameter('Página inválida', 1) }) {}
    const pipe = createValidationPipe();
    const read = (value: unknown) =>
      transform(pipe, value, { type: 'query', metatype: PageQuery, data: undefined }).catch(
        (caught: DomainError) => caught,
      );

    await expect(read({ page: '3' })).resolves.toEqual(Object.assign(new PageQuery(), { page: 3 }));
    await expect(read({ page: '0', sort: 'x' })).resolves.toMatchObject({
      fieldErrors: { page: 'Página inválida', sort: 'Este campo no está permitido' },
    });
    await expect(read({ page: ['1', '2'] })).resolves.toMatchObject({
      fieldErrors: { page: 'Este parámetro debe aparecer una sola vez' },
    });
  });

  it('leaves a path parameter as written for its own pipe, while a query parameter still converts', async () => {
    const pipe = createValidationPipe();
    await expect(transform(pipe, '2e1', { type: 'param', metatype: Number, data: 'id' })).resolves.toBe(
      '2e1',
    );
    await expect(transform(pipe, '2', { type: 'query', metatype: Number, data: 'page' })).resolves.toBe(2);
  });

  it('answers at once, without a promise, when there is nothing to validate', async () => {
    const pipe = createValidationPipe();
    const user = { id: 7 };
    expect(pipe.transform('20', { type: 'param', metatype: Number, data: 'id' })).toBe('20');
    expect(pipe.transform(user, { type: 'custom', metatype: Object, data: undefined })).toBe(user);
    const body = pipe.transform(
      { comment: 'Excelente trabajo, muy prolijo.', rating: '5' },
      { type: 'body', metatype: ReviewDto },
    );
    expect(body).toBeInstanceOf(Promise);
    await expect(body).resolves.toBeInstanceOf(ReviewDto);
  });

  it('returns a DTO instance with converted values when the body is valid', async () => {
    const dto = await validate({ comment: 'Excelente trabajo, muy prolijo y puntual.', rating: '5' });
    expect(dto).toBeInstanceOf(ReviewDto);
    expect(dto).toMatchObject({ rating: 5, zones: [] });
  });
});
