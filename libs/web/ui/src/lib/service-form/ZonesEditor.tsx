import { useId, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { cleanText, SERVICE_RULES, textProblem } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { OutlinedField } from '../forms/OutlinedField';
import { LocationSelects, type LocationValue } from '../location/LocationSelects';

// The zone rules other than 'at least one' are the same in both wizards.
const RULES = SERVICE_RULES.create.zones;
const TEXTS = {
  newZone: 'Nueva zona de cobertura',
  neighborhood: 'Barrio (opcional)',
  add: 'Agregar zona',
  added: 'Zonas agregadas',
  none: 'Aún no agregaste zonas de cobertura.',
  duplicate: 'Esa zona ya está en la lista',
  remove: (zone: string) => `Quitar zona ${zone}`,
} as const;

export interface ZoneValue {
  province: string;
  locality: string;
  neighborhood?: string;
}

export interface ZonesEditorProps {
  zones: readonly ZoneValue[];
  onChange: (zones: ZoneValue[]) => void;
  /** The list's own error, e.g. that it needs a zone. */
  error?: string;
  /** False keeps the last zone: removing is possible only while more than one is listed. */
  canRemoveLast?: boolean;
  disabled?: boolean;
  /** Reaches the new-zone group, so a form can move the focus to it. */
  ref?: Ref<HTMLDivElement>;
}

/** 'Río Cuarto, Córdoba' or 'Palermo, Ciudad Autónoma de Buenos Aires (Palermo Soho)'. */
export const zoneLabel = ({ province, locality, neighborhood }: ZoneValue) =>
  `${locality}, ${province}${neighborhood ? ` (${neighborhood})` : ''}`;

const zoneKey = (zone: ZoneValue) => normalizeSearchText(zoneLabel(zone));
const EMPTY_DRAFT = { province: '', locality: '', neighborhood: '' };

/** The zones a service covers: province, locality and optional neighborhood to add, and the list to prune. */
export function ZonesEditor({
  zones,
  onChange,
  error,
  canRemoveLast = true,
  disabled = false,
  ref,
}: ZonesEditorProps) {
  const ids = { newZone: useId(), added: useId(), error: useId(), draftError: useId() };
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [draftError, setDraftError] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const canRemove = canRemoveLast || zones.length > 1;

  const editDraft = (next: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDraftError(null);
  };

  const problemWith = (zone: ZoneValue): string | null => {
    if (!zone.province || !zone.locality) return RULES.location;
    const neighborhoodProblem = textProblem(zone.neighborhood ?? '', RULES.neighborhood);
    if (neighborhoodProblem) return neighborhoodProblem;
    if (zones.some((listed) => zoneKey(listed) === zoneKey(zone))) return TEXTS.duplicate;
    if (zones.length >= RULES.maxItems.value) return RULES.maxItems.message;
    return null;
  };

  const add = () => {
    const neighborhood = cleanText(draft.neighborhood);
    const zone: ZoneValue = {
      province: draft.province,
      locality: draft.locality,
      ...(neighborhood ? { neighborhood } : {}),
    };
    const problem = problemWith(zone);
    if (problem) {
      setDraftError(problem);
      return;
    }
    onChange([...zones, zone]);
    // The province stays: providers often cover several localities of the same one.
    setDraft({ ...EMPTY_DRAFT, province: draft.province });
  };

  const remove = (zone: ZoneValue) => {
    onChange(zones.filter((listed) => listed !== zone));
    // The pressed button goes away with its zone: the focus stays on the list.
    listHeadingRef.current?.focus();
  };

  return (
    <Stack spacing={3}>
      <Stack
        ref={ref}
        tabIndex={-1}
        role="group"
        aria-labelledby={ids.newZone}
        aria-describedby={error ? ids.error : undefined}
        spacing={2}
        sx={{ outline: 'none' }}
      >
        <Typography id={ids.newZone} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {TEXTS.newZone}
        </Typography>
        <LocationSelects
          value={{ province: draft.province, locality: draft.locality }}
          disabled={disabled}
          onChange={(location: LocationValue) => editDraft(location)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <OutlinedField
            label={TEXTS.neighborhood}
            value={draft.neighborhood}
            disabled={disabled}
            fullWidth
            onChange={(event) => editDraft({ neighborhood: event.target.value })}
            onKeyDown={(event) => {
              // Enter adds the zone rather than submitting the surrounding form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button
            variant="outlined"
            startIcon={<AddLocationAltOutlinedIcon />}
            disabled={disabled}
            aria-describedby={draftError ? ids.draftError : undefined}
            onClick={add}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {TEXTS.add}
          </Button>
        </Stack>
        {draftError && (
          <FormHelperText id={ids.draftError} error role="alert" sx={{ mx: 0 }}>
            {draftError}
          </FormHelperText>
        )}
      </Stack>

      <Box>
        <Typography
          id={ids.added}
          ref={listHeadingRef}
          tabIndex={-1}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {`${TEXTS.added} (${zones.length})`}
        </Typography>
        {zones.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {TEXTS.none}
          </Typography>
        ) : (
          <List aria-labelledby={ids.added} dense>
            {zones.map((zone, index) => {
              const label = zoneLabel(zone);
              return (
                <ListItem
                  key={`${index}-${zoneKey(zone)}`}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={TEXTS.remove(label)}
                      title={TEXTS.remove(label)}
                      disabled={disabled || !canRemove}
                      onClick={() => remove(zone)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PlaceOutlinedIcon color="primary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItem>
              );
            })}
          </List>
        )}
        {error && (
          <FormHelperText id={ids.error} error role="alert" sx={{ mx: 0 }}>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
