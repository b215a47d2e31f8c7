// What only Storybook's UI needs; Jest composes stories from preview.tsx alone, so a stylesheet or
// the docs blocks imported there would reach every portable-story test.
// Inter as the app loads it (apps/web/src/main.tsx): the variable font's faces are split by
// unicode-range, so a Spanish page downloads only the Latin file.
import '@fontsource-variable/inter/wght.css';
import type { Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { ChangasThemeProvider } from '@changas/web/ui';
import { changasStorybookTheme } from './changas-storybook-theme';

/** Docs pages render their live blocks (swatches, type scale, components) in the Changas theme. */
function ChangasDocsContainer(props: DocsContainerProps) {
  return (
    <ChangasThemeProvider>
      <DocsContainer {...props} theme={changasStorybookTheme} />
    </ChangasThemeProvider>
  );
}

const reference: Preview = {
  parameters: { docs: { theme: changasStorybookTheme, container: ChangasDocsContainer } },
};

export default reference;
