import { decomposeColor, getContrastRatio, rgbToHex } from '@mui/material/styles';

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px, or 19 px bold) and for controls' edges and icons. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** A translucent colour (MUI's text.disabled, divider) as it shows over an opaque background. */
export function flatten(color: string, over = '#FFFFFF'): string {
  const { values, type } = decomposeColor(color);
  const alpha = type === 'rgba' || type === 'hsla' ? (values[3] ?? 1) : 1;
  if (alpha >= 1) return rgbToHex(color).toUpperCase();
  const base = decomposeColor(over).values;
  const mixed = [0, 1, 2].map((i) => Math.round(values[i] * alpha + base[i] * (1 - alpha)));
  return rgbToHex(`rgb(${mixed.join(', ')})`).toUpperCase();
}

export const contrast = (foreground: string, background: string) =>
  getContrastRatio(flatten(foreground, flatten(background)), flatten(background));

export type Verdict = 'AA' | 'AA grande' | 'No pasa';

export const verdictOf = (ratio: number): Verdict =>
  ratio >= AA_TEXT ? 'AA' : ratio >= AA_LARGE ? 'AA grande' : 'No pasa';

export const formatRatio = (ratio: number) =>
  `${ratio.toLocaleString('es-AR', { maximumFractionDigits: 2 })}:1`;
