import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changasTheme } from '@changas/web/ui';
import { contrast, flatten, formatRatio, verdictOf, type Verdict } from './contrast';

const { palette } = changasTheme;

interface Token {
  name: string;
  value: string;
  /** Where the token is used in Changas. */
  use: string;
  /** The colour text takes on top of it, when the token is a fill. */
  onColor?: string;
  /** A page or card surface: what matters is the text on it, not the surface against white. */
  surface?: boolean;
}

const intent = (
  key: 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error',
  use: string,
): Token[] => [
  { name: `${key}.main`, value: palette[key].main, use, onColor: palette[key].contrastText },
  {
    name: `${key}.dark`,
    value: palette[key].dark,
    use: 'Hover de botones, texto sobre tintes claros',
    onColor: palette[key].contrastText,
  },
  {
    name: `${key}.light`,
    value: palette[key].light,
    use: 'Bordes y fondos de avisos (Alert estándar); nunca texto',
  },
];

export const TOKEN_GROUPS: { title: string; tokens: Token[] }[] = [
  {
    title: 'Marca',
    tokens: [
      ...intent('primary', 'Botones principales, enlaces, foco, ítem seleccionado'),
      ...intent('secondary', 'Avatar de la cuenta, acentos sobrios'),
    ],
  },
  {
    title: 'Estados',
    tokens: [
      ...intent('success', 'Confirmaciones: «¡Servicio creado exitosamente!», solicitud aceptada'),
      ...intent('info', 'Avisos neutros y toasts informativos'),
      ...intent('warning', 'Advertencias: «Podrás calificar después del servicio»'),
      ...intent('error', 'Errores de campo, banners y estados de error'),
    ],
  },
  {
    title: 'Texto y superficies',
    tokens: [
      { name: 'text.primary', value: palette.text.primary, use: 'Títulos y cuerpo' },
      { name: 'text.secondary', value: palette.text.secondary, use: 'Descripciones, ayudas, metadatos' },
      {
        name: 'text.disabled',
        value: palette.text.disabled,
        use: 'Controles deshabilitados (exentos de contraste en WCAG)',
      },
      {
        name: 'background.default',
        value: palette.background.default,
        use: 'Fondo de página',
        onColor: palette.text.primary,
        surface: true,
      },
      {
        name: 'background.paper',
        value: palette.background.paper,
        use: 'Tarjetas, diálogos, menús',
        onColor: palette.text.primary,
        surface: true,
      },
      { name: 'divider', value: palette.divider, use: 'Separadores y bordes de tarjetas' },
    ],
  },
];

const VERDICT_COLOR: Record<Verdict, 'success' | 'warning' | 'error'> = {
  AA: 'success',
  'AA grande': 'warning',
  'No pasa': 'error',
};

function Ratio({ label, ratio }: { label: string; ratio: number }) {
  const verdict = verdictOf(ratio);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 118 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 64 }}>
        {formatRatio(ratio)}
      </Typography>
      <Chip size="small" variant="outlined" color={VERDICT_COLOR[verdict]} label={verdict} />
    </Stack>
  );
}

function Swatch({ token }: { token: Token }) {
  const hex = flatten(token.value);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          bgcolor: token.value,
          color: token.onColor ?? 'transparent',
          height: 72,
          px: 2,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {token.onColor && <Typography sx={{ fontWeight: 600 }}>Texto de ejemplo</Typography>}
      </Box>
      <Stack spacing={0.75} sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">
          {token.name} · <code>{hex}</code>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {token.use}
        </Typography>
        {token.surface ? (
          <>
            <Ratio label="Texto principal" ratio={contrast(palette.text.primary, token.value)} />
            <Ratio label="Texto secundario" ratio={contrast(palette.text.secondary, token.value)} />
          </>
        ) : (
          <>
            <Ratio label="Sobre blanco" ratio={contrast(token.value, '#FFFFFF')} />
            <Ratio label="Sobre el fondo" ratio={contrast(token.value, palette.background.default)} />
            {token.onColor && <Ratio label="Su texto encima" ratio={contrast(token.onColor, token.value)} />}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** Every palette token of `changasTheme`, with its contrast ratios computed live (MUI's getContrastRatio). */
export function ColorTokens() {
  return (
    <Stack spacing={4} sx={{ my: 3 }}>
      {TOKEN_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {group.tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </Box>
        </section>
      ))}
    </Stack>
  );
}
