import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changasTheme } from '@changas/web/ui';

const STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8];

/** `theme.spacing(n)`: the 8 px grid every margin and gap comes from. */
export function SpacingScale() {
  return (
    <Box sx={{ my: 3, display: 'grid', gap: 1.5 }}>
      {STEPS.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" sx={{ width: 170, fontVariantNumeric: 'tabular-nums' }}>
            spacing({step}) = {changasTheme.spacing(step)}
          </Typography>
          <Box
            sx={{ width: changasTheme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }}
          />
        </Box>
      ))}
    </Box>
  );
}

const RADII: { label: string; radius: number | string; use: string }[] = [
  {
    label: 'borderRadius: 1',
    radius: changasTheme.shape.borderRadius,
    use: 'Botones, campos, chips, avisos',
  },
  {
    label: 'borderRadius: 2',
    radius: Number(changasTheme.shape.borderRadius) * 2,
    use: 'Tarjetas y diálogos',
  },
  { label: '50%', radius: '50%', use: 'Avatares y botones de icono' },
];

/** The radius token (`shape.borderRadius`) and its multiples. */
export function RadiusScale() {
  return (
    <Box sx={{ my: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {RADII.map(({ label, radius, use }) => (
        <Box key={label} sx={{ width: 200 }}>
          <Box
            sx={{ width: 96, height: 96, border: 2, borderColor: 'secondary.main', borderRadius: radius }}
          />
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {label} ({typeof radius === 'number' ? `${radius} px` : radius})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {use}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const ELEVATIONS: { level: number; use: string }[] = [
  { level: 0, use: 'Tarjetas con borde (outlined), secciones' },
  { level: 1, use: 'Tarjetas de servicio en reposo' },
  { level: 3, use: 'Tarjeta al pasar el mouse, toasts' },
  { level: 8, use: 'Menús y listas desplegables' },
  { level: 24, use: 'Diálogos' },
];

/** The shadows Changas uses, out of MUI's 25. */
export function ElevationScale() {
  return (
    <Box sx={{ my: 3, p: 3, bgcolor: 'background.default', display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {ELEVATIONS.map(({ level, use }) => (
        <Paper
          key={level}
          elevation={level}
          variant={level === 0 ? 'outlined' : 'elevation'}
          sx={{ width: 180, height: 120, p: 2, borderRadius: 2 }}
        >
          <Typography variant="subtitle2" component="p">
            Elevación {level}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {use}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
