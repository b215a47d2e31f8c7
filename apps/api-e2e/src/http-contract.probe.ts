import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { SuccessMessage, unwrap } from '@changas/server/kernel';
import { DomainError, err } from '@changas/server/kernel/domain';
import { Type } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MinLength, ValidateNested } from 'class-validator';

class ZoneDto {
  @IsNotEmpty({ message: 'La provincia es obligatoria' })
  province!: string;
}

export class ProbeDto {
  @IsString({ message: 'El nombre es obligatorio' })
  @MinLength(2, { message: 'El nombre debe tener al menos 2 caracteres' })
  name!: string;

  @IsEmail({}, { message: 'El correo electrónico no es válido' })
  email!: string;

  @ValidateNested()
  @Type(() => ZoneDto)
  zone!: ZoneDto;
}

/** Test-only endpoints that exercise the global pipe, envelope and error filter through real HTTP. */
@Controller('probe')
class ProbeController {
  @Post('echo')
  @SuccessMessage('Datos recibidos')
  echo(@Body() body: ProbeDto): ProbeDto {
    return body;
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail at /srv/changas/db.ts:42');
  }

  @Get('forbidden')
  forbidden(): never {
    return unwrap(err(new DomainError('COMMON.FORBIDDEN')));
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
