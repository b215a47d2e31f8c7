import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MinLength, ValidateNested } from 'class-validator';
import { DomainError } from '../../domain/domain-error';
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

const validate = (body: unknown) =>
  createValidationPipe().transform(body, { type: 'body', metatype: ReviewDto });

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

  it('returns a DTO instance with converted values when the body is valid', async () => {
    const dto = await validate({ comment: 'Excelente trabajo, muy prolijo y puntual.', rating: '5' });
    expect(dto).toBeInstanceOf(ReviewDto);
    expect(dto).toMatchObject({ rating: 5, zones: [] });
  });
});
