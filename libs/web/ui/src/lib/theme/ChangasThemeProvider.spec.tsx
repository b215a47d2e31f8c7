import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { changasTheme } from './theme';
import * as stories from './ChangasThemeProvider.stories';

const { Buttons, TextFields, Alerts, DialogOpen } = composeStories(stories);

describe('ChangasThemeProvider primitives gallery', () => {
  it('shows the busy button disabled beside the enabled variants', () => {
    render(<Buttons />);
    expect(screen.getByRole('button', { name: 'Ver detalles' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  });

  it('shows a field error as an invalid input described by its message', () => {
    render(<TextFields />);
    const [, invalid, disabled] = screen.getAllByRole('textbox');
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription('El título es requerido');
    expect(disabled).toBeDisabled();
  });

  it('shows every severity in both alert variants', () => {
    render(<Alerts />);
    expect(screen.getAllByRole('alert')).toHaveLength(8);
    expect(screen.getAllByText('Error en el registro')).toHaveLength(2);
  });

  it('draws the dialog open in the canvas, named by its title', () => {
    render(<DialogOpen />);
    const dialog = screen.getByRole('dialog', { name: '¿Desactivar este servicio?' });
    expect(within(dialog).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });
});

describe('changasTheme', () => {
  it.each(['success', 'info', 'warning', 'error', 'primary'] as const)(
    'keeps %s readable as text on white and under white text (WCAG AA 4.5:1)',
    (intent) => {
      const { main, contrastText } = changasTheme.palette[intent];
      expect(getContrastRatio(main, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('sets Inter with its metric-matched fallback first in the font stack', () => {
    expect(changasTheme.typography.fontFamily).toMatch(/^"Inter Variable", "Inter Fallback",/);
  });

  // The web build leaves MUI's CSS-variables code out (tools/build/mui-plain-theme.mjs): a theme with
  // cssVariables or colorSchemes would fail there, on its first render.
  it('is a plain theme, without CSS theme variables or color schemes', () => {
    expect(changasTheme).not.toHaveProperty('colorSchemes');
    expect(changasTheme).not.toHaveProperty('vars');
  });
});
