import {
  type BookingWindowDays,
  type DurationMinutes,
  SERVICE_RULES,
  type ServiceRequest,
  type ZoneRequest,
} from '@changas/shared/contracts';
import { TextField } from '@changas/server/kernel';
import type { ServiceCommand } from '../../../application/service-command';
import type { AvailabilityDto } from './availability.dto';
import {
  AvailabilityField,
  CategoryField,
  FlagField,
  ImageUrlField,
  OptionField,
  PriceField,
  ZonesField,
} from './service-fields';

const { create, edit } = SERVICE_RULES;
const DESCRIPTION_EXAMPLE =
  'Mantenimiento integral de jardines: corte de césped, poda de arbustos, control de malezas y limpieza final del espacio verde.';

/** The fields whose rules are the same in both wizards. */
abstract class ServiceFieldsDto implements Omit<ServiceRequest, 'title' | 'zones' | 'availability'> {
  @TextField(create.description, DESCRIPTION_EXAMPLE)
  description!: string;

  @CategoryField(create)
  category!: string;

  @PriceField(create)
  price!: number;

  @OptionField(create.durationMinutes)
  duration_minutes: DurationMinutes = create.durationMinutes.default;

  @OptionField(create.bookingWindowDays)
  booking_window_days: BookingWindowDays = create.bookingWindowDays.default;

  @FlagField(create.skipsNationalHolidays)
  skips_national_holidays?: boolean;

  @ImageUrlField(create)
  image_url?: string | null;

  /** The edit screen's name for image_url; image_url wins when both come. */
  @ImageUrlField(create)
  image?: string | null;

  abstract title: string;
  abstract zones: ZoneRequest[];
  abstract availability: AvailabilityDto;
}

/** POST /api/services: the create wizard's rules and messages. */
export class CreateServiceDto extends ServiceFieldsDto {
  @TextField(create.title, 'Jardinería y poda')
  title!: string;

  @ZonesField(create)
  zones!: ZoneRequest[];

  @AvailabilityField(create)
  availability!: AvailabilityDto;
}

/** PUT /api/services/{id}: the edit wizard's rules and messages (a longer title, its own texts). */
export class UpdateServiceDto extends ServiceFieldsDto {
  @TextField(edit.title, 'Jardinería y poda')
  title!: string;

  @ZonesField(edit)
  zones!: ZoneRequest[];

  @AvailabilityField(edit)
  availability!: AvailabilityDto;
}

/** Empty text removes the image; both names left out leave it to the use case (none, or the current one). */
const imageOf = ({ image_url, image }: ServiceFieldsDto): string | null | undefined => {
  const given = image_url !== undefined ? image_url : image;
  return given === undefined ? undefined : given || null;
};

export function toServiceCommand(dto: ServiceFieldsDto): ServiceCommand {
  return {
    title: dto.title,
    description: dto.description,
    category: dto.category,
    price: dto.price,
    durationMinutes: dto.duration_minutes,
    bookingWindowDays: dto.booking_window_days,
    availability: { ...dto.availability },
    skipsNationalHolidays: dto.skips_national_holidays,
    zones: dto.zones.map(({ province, locality, neighborhood }) => ({ province, locality, neighborhood })),
    imageUrl: imageOf(dto),
  };
}
