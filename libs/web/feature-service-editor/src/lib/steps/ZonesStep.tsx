import { useController } from 'react-hook-form';
import { ZonesEditor } from '@changas/web/ui';
import type { ServiceFormValues, WizardVariant } from '../service-form';
import { WIZARD_RULES } from '../service-field-rules';

/** Step 2, 'Zonas de cobertura'; the edit wizard keeps the last zone. */
export function ZonesStep({ variant }: { variant: WizardVariant }) {
  const { field, fieldState } = useController<ServiceFormValues, 'zones'>({
    name: 'zones',
    rules: WIZARD_RULES[variant].fields.zones,
  });
  return (
    <ZonesEditor
      ref={field.ref}
      zones={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
      canRemoveLast={variant === 'create'}
    />
  );
}
