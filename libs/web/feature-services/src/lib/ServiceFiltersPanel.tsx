import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { SERVICE_SEARCH_RULES } from '@changas/shared/contracts';
import { LocationSelects, OutlinedField, SelectField } from '@changas/web/ui';
import { hasFilters, type CategoryOption, type ServiceFilters } from './service-filters';
import { SERVICES_TEXTS as TEXTS } from './services-texts';

export interface ServiceFiltersPanelProps {
  value: ServiceFilters;
  categories: readonly CategoryOption[];
  onChange: (filters: ServiceFilters) => void;
  onClear: () => void;
}

/**
 * The filters of /services. The text applies on Enter or the search button (not on every key:
 * each change is a request); a select applies at once, together with any text typed so far.
 */
export function ServiceFiltersPanel({ value, categories, onChange, onClear }: ServiceFiltersPanelProps) {
  const [text, setText] = useState(value.q);
  // The text follows the URL when it changes from outside (back/forward, clear filters).
  const [appliedText, setAppliedText] = useState(value.q);
  if (appliedText !== value.q) {
    setAppliedText(value.q);
    setText(value.q);
  }

  const apply = (changes: Partial<ServiceFilters>) => onChange({ ...value, q: text.trim(), ...changes });
  const clear = () => {
    setText('');
    onClear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={TEXTS.filterForm}
      onSubmit={submit}
      spacing={2.5}
      noValidate
    >
      <Typography variant="h4" component="h2" sx={{ fontSize: '1.15rem' }}>
        {TEXTS.filters}
      </Typography>
      <OutlinedField
        fullWidth
        label={TEXTS.searchLabel}
        placeholder={TEXTS.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SERVICE_SEARCH_RULES.text.maxLength.value, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={TEXTS.search}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectField
        fullWidth
        label={TEXTS.category}
        value={value.category}
        options={categories.map(({ slug, name }) => ({ value: slug, label: name }))}
        // A category from the address that is not in the list stays shown, as its slug.
        keepUnlisted="first"
        anyLabel={TEXTS.anyCategory}
        onChange={(event) => apply({ category: event.target.value })}
      />
      <LocationSelects
        allowAny
        direction="column"
        value={{ province: value.province, locality: value.locality }}
        onChange={(location) => apply(location)}
      />
      <Button
        variant="outlined"
        startIcon={<FilterAltOffIcon />}
        onClick={clear}
        disabled={!hasFilters(value) && !text.trim()}
      >
        {TEXTS.clearFilters}
      </Button>
    </Stack>
  );
}
