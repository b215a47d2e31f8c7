import { createTheme } from '@mui/material/styles';
import { COMMON_TEXTS } from '../texts/common-texts';

/**
 * A local Arial scaled to Inter's metrics (ascender 0.969 em, descender 0.241 em, no line gap, about
 * 7% wider): text drawn with it while Inter loads (font-display: swap) takes the same room, so nothing
 * moves when the real face swaps in. Inter itself is loaded by the app and by Storybook
 * (`@fontsource-variable/inter/wght.css`).
 */
export const interFallbackFontFace = {
  fontFamily: 'Inter Fallback',
  src: "local('Arial'), local('ArialMT'), local('Helvetica'), local('Liberation Sans'), local('Arimo')",
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
} as const;

/** The animations by which MUI's inputs notice the browser autofilling them (InputBase listens for their names). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';
const autofillKeyframes = {
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
};

/**
 * The Changas design tokens: a warm orange brand on a calm blue-grey, readable at every size.
 * A plain theme (no `cssVariables`, no `colorSchemes`): the web build leaves MUI's CSS-variables code
 * out of the bundle (tools/build/mui-plain-theme.mjs).
 */
export const changasTheme = createTheme({
  palette: {
    primary: { main: '#C2410C', dark: '#9A3412', light: '#EA580C', contrastText: '#FFFFFF' },
    secondary: { main: '#1D3557', contrastText: '#FFFFFF' },
    // Status colours: every main reaches 4.5:1 against white, both as text on a page and under the
    // white text of a filled Alert or toast (MUI's default info and warning do not).
    success: { main: '#15803D', dark: '#166534', light: '#22C55E', contrastText: '#FFFFFF' },
    info: { main: '#0369A1', dark: '#075985', light: '#0EA5E9', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', dark: '#92400E', light: '#F59E0B', contrastText: '#FFFFFF' },
    error: { main: '#B91C1C', dark: '#991B1B', light: '#EF4444', contrastText: '#FFFFFF' },
    background: { default: '#F7F8FA', paper: '#FFFFFF' },
    text: { primary: '#1B1F24', secondary: '#4A5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
      styleOverrides: {
        '@font-face': interFallbackFontFace,
        html: { scrollPaddingTop: 80 },
        body: { overflowWrap: 'anywhere' },
        ...autofillKeyframes,
      },
    },
    // Each input injected these keyframes as a global style of its own, which a prerendered page's
    // inputs adopted or inserted again one by one, each time restyling the whole page: the baseline
    // carries them once. Without its global styles an input drops its animations too, which is how it
    // notices the browser autofilling it (its label then moves out of the way): they are set here.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTOFILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
        },
      },
    },
    // The Spanish of the MUI components the app uses with their built-in texts. Not MUI's esES locale:
    // its module builds an Intl number formatter as it loads, and a page's first Intl formatter loads
    // ICU's locale data (numbers.ts in shared/util), on every page.
    MuiAlert: { defaultProps: { closeText: COMMON_TEXTS.close } },
    MuiRating: { defaultProps: { emptyLabelText: 'Sin calificación' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // Two initials in a small circle: a semibold weight and a little tracking keep them legible.
    MuiAvatar: { styleOverrides: { root: { fontWeight: 600, letterSpacing: '0.04em' } } },
    // The selected page of an outlined pagination sits on a 12% tint of the brand colour, where the
    // brand orange itself falls under 4.5:1: its darker shade reads on it.
    MuiPaginationItem: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-selected.MuiPaginationItem-outlinedPrimary': { color: theme.palette.primary.dark },
        }),
      },
    },
  },
});
