import { ApiProperty } from '@nestjs/swagger';
import { type ZoneRequest, SERVICE_RULES } from '@changas/shared/contracts';
import { findLocation, findProvince } from '@changas/shared/locations';
import { InPriorityOrder, OptionalTextField, Satisfies, textChecks, CleanText } from '@changas/server/kernel';
import { ValidateBy } from 'class-validator';

const RULES = SERVICE_RULES.create.zones;

/** The locality must be one of the zone's province (both in any case and accents). */
const InZoneProvince = () =>
  ValidateBy(
    {
      name: 'knownLocality',
      validator: {
        validate: (locality, args) =>
          typeof locality === 'string' &&
          findLocation(String((args?.object as ZoneDto).province ?? ''), locality) !== undefined,
      },
    },
    { message: RULES.location },
  );

export class ZoneDto implements ZoneRequest {
  @ApiProperty({ type: String, example: 'Córdoba' })
  @CleanText()
  @InPriorityOrder(
    ...textChecks({ required: RULES.location }),
    Satisfies('knownProvince', (province) => findProvince(String(province)) !== undefined, RULES.location),
  )
  province!: string;

  @ApiProperty({ type: String, example: 'Río Cuarto' })
  @CleanText()
  @InPriorityOrder(...textChecks({ required: RULES.location }), InZoneProvince())
  locality!: string;

  @OptionalTextField(RULES.neighborhood, 'Centro')
  neighborhood?: string;
}
