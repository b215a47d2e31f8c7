import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_CATEGORIES, isAcceptedImageUrl } from '@changas/shared/contracts';
import { useCategories } from '@changas/web/data-access';
import { DescriptionField, FormTextField, ImagePreview } from '@changas/web/ui';
import { EDITOR_TEXTS } from '../service-editor-texts';
import type { ServiceFormValues, WizardVariant } from '../service-form';
import { WIZARD_RULES } from '../service-field-rules';

const TEXTS = EDITOR_TEXTS.fields;

/** The category names to offer: the API's list (the defaults until it answers), plus the current one. */
function useCategoryNames(current: string): string[] {
  const categories = useCategories();
  const names = (categories.data ?? DEFAULT_CATEGORIES).map(({ name }) => name);
  return current && !names.includes(current) ? [current, ...names] : names;
}

function ServiceDescriptionField({ variant }: { variant: WizardVariant }) {
  const { rules, fields } = WIZARD_RULES[variant];
  const { field, fieldState } = useController<ServiceFormValues, 'description'>({
    name: 'description',
    rules: fields.description,
  });
  return (
    <DescriptionField
      ref={field.ref}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={TEXTS.description}
      required
      // Like the step's other fields (FormTextField): no asterisk, the input still says it is required.
      slotProps={{ inputLabel: { required: false } }}
      fullWidth
      counterMax={rules.description.counterMax}
      helperText={TEXTS.descriptionHint}
      error={fieldState.error?.message}
    />
  );
}

/** Step 1, 'Datos básicos': title, category, price, description and an optional image with its preview. */
export function BasicInfoStep({ variant }: { variant: WizardVariant }) {
  const { control } = useFormContext<ServiceFormValues>();
  const { fields } = WIZARD_RULES[variant];
  const [category, imageUrl] = useWatch({ control, name: ['category', 'imageUrl'] });
  const categoryNames = useCategoryNames(category);
  const previewUrl = isAcceptedImageUrl(imageUrl.trim()) ? imageUrl.trim() : '';

  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="title"
          rules={fields.title}
          label={TEXTS.title}
          placeholder={TEXTS.titlePlaceholder}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTextField
          control={control}
          name="category"
          rules={fields.category}
          label={TEXTS.category}
          options={categoryNames}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name="price"
          rules={fields.price}
          label={TEXTS.price}
          type="number"
          required
          fullWidth
          helperText={TEXTS.priceHint}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
          }}
        />
      </Grid>
      <Grid size={12}>
        <ServiceDescriptionField variant={variant} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FormTextField
          control={control}
          name="imageUrl"
          rules={fields.imageUrl}
          label={TEXTS.imageUrl}
          type="url"
          fullWidth
          helperText={TEXTS.imageUrlHint}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ImagePreview url={previewUrl} />
      </Grid>
    </Grid>
  );
}
