import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedField } from '../forms/OutlinedField';
import { LocationSelects, type LocationValue } from '../location/LocationSelects';

export interface ServiceSearchValue extends LocationValue {
  q: string;
}

export interface HeroSearchProps {
  initialValue?: Partial<ServiceSearchValue>;
  onSearch: (value: ServiceSearchValue) => void;
  disabled?: boolean;
  /** The search is under way: the form waits and the button says 'Buscando...'. */
  loading?: boolean;
}

/** The home page search: free text, province and a locality enabled once a province is chosen. */
export function HeroSearch({
  initialValue = {},
  onSearch,
  disabled = false,
  loading = false,
}: HeroSearchProps) {
  const inactive = disabled || loading;
  const [q, setQ] = useState(initialValue.q ?? '');
  const [location, setLocation] = useState<LocationValue>({
    province: initialValue.province ?? '',
    locality: initialValue.locality ?? '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim(), ...location });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Buscar servicios"
      aria-busy={loading}
      onSubmit={submit}
      elevation={6}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <OutlinedField
          fullWidth
          label="¿Qué servicio necesitas?"
          placeholder="Ej.: plomero, clases de inglés, paseador"
          value={q}
          disabled={inactive}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: { md: '1 1 38%' }, minWidth: 0 }}
        />
        <Box sx={{ flex: { md: '1 1 52%' }, minWidth: 0 }}>
          <LocationSelects value={location} onChange={setLocation} allowAny disabled={inactive} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={inactive}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 120, height: 56, flexShrink: 0 }}
        >
          {loading ? 'Buscando...' : 'Buscar'}
        </Button>
      </Stack>
    </Paper>
  );
}
