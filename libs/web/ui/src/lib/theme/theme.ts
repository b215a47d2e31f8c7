import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** The Changas design tokens: a warm orange brand on a calm blue-grey, readable at every size. */
export const changasTheme = createTheme(
  {
    palette: {
      primary: { main: '#C2410C', dark: '#9A3412', light: '#EA580C', contrastText: '#FFFFFF' },
      secondary: { main: '#1D3557', contrastText: '#FFFFFF' },
      background: { default: '#F7F8FA', paper: '#FFFFFF' },
      text: { primary: '#1B1F24', secondary: '#4A5563' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.5rem', fontWeight: 800 },
      h2: { fontSize: '2rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 700 },
      h4: { fontSize: '1.25rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // The header sticks to the top (64px, 56px on phones): what takes the focus or is scrolled into
      // view, e.g. a wizard's next step or the first invalid field, must land below it, not under it.
      // Users type titles, descriptions and neighbourhoods: one long unbroken word must wrap inside its
      // card instead of widening the page. 'anywhere' (not 'break-word') also lets flex and grid items
      // shrink below the word's width, which is what pushed phone layouts past the viewport.
      MuiCssBaseline: {
        styleOverrides: { html: { scrollPaddingTop: 80 }, body: { overflowWrap: 'anywhere' } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  esES,
);
