import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { changasTheme } from '@changas/web/ui';

type Variant = NonNullable<TypographyProps['variant']>;

const SCALE: { variant: Variant; sample: string; use: string }[] = [
  { variant: 'h1', sample: 'Encuentra servicios locales de confianza', use: 'Título del hero de inicio' },
  { variant: 'h2', sample: 'Servicios destacados', use: 'Títulos de página' },
  { variant: 'h3', sample: 'Cómo funciona Changas', use: 'Secciones de página' },
  {
    variant: 'h4',
    sample: 'Clases de guitarra en Palermo',
    use: 'Títulos de tarjeta grande, diálogos, estados vacíos',
  },
  { variant: 'h5', sample: 'Zonas de cobertura', use: 'Subsecciones' },
  { variant: 'h6', sample: 'Plomería', use: 'Títulos de tarjeta de servicio' },
  { variant: 'subtitle1', sample: 'Desde $ 12.500', use: 'Datos destacados' },
  { variant: 'subtitle2', sample: 'María González · Rosario', use: 'Etiquetas de grupo' },
  {
    variant: 'body1',
    sample: 'Instalación y mantenimiento de calefones y termotanques.',
    use: 'Texto corrido',
  },
  { variant: 'body2', sample: 'Mostrando 1-9 de 24 servicios', use: 'Descripciones, metadatos, tablas' },
  { variant: 'button', sample: 'Ver detalles', use: 'Botones (sin mayúsculas forzadas)' },
  { variant: 'caption', sample: '0/500', use: 'Contadores y notas al pie' },
  { variant: 'overline', sample: 'Nuevo', use: 'Antetítulos (eyebrow)' },
];

const px = (size: string | number | undefined) =>
  typeof size === 'string' && size.endsWith('rem') ? `${parseFloat(size) * 16} px` : String(size ?? '');

/** The type scale, read live from `changasTheme.typography`. */
export function TypeScale() {
  return (
    <Box
      component="dl"
      sx={{ my: 3, display: 'grid', gridTemplateColumns: '220px 1fr', columnGap: 3, rowGap: 2.5 }}
    >
      {SCALE.map(({ variant, sample, use }) => {
        const style = changasTheme.typography[variant as keyof typeof changasTheme.typography] as {
          fontSize?: string;
          fontWeight?: number;
          lineHeight?: number | string;
        };
        return (
          <Box key={variant} sx={{ display: 'contents' }}>
            <Box component="dt">
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {variant}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {style.fontSize} ({px(style.fontSize)}) · peso {style.fontWeight} · interlineado{' '}
                {style.lineHeight}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {use}
              </Typography>
            </Box>
            <Box component="dd" sx={{ m: 0, alignSelf: 'center' }}>
              <Typography variant={variant} component="span" sx={{ display: 'block' }}>
                {sample}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The family stack and the weights the variable font offers. */
export function TypefaceSpecimen() {
  return (
    <Box sx={{ my: 3, p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="body2" color="text.secondary">
        <code>{changasTheme.typography.fontFamily}</code>
      </Typography>
      {[400, 500, 600, 700, 800].map((weight) => (
        <Typography key={weight} sx={{ fontWeight: weight, fontSize: '1.5rem' }}>
          {weight} · ¿Necesitas un plomero en Córdoba? Ñandú, pingüino, $ 1.234,50
        </Typography>
      ))}
    </Box>
  );
}
