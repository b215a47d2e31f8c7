import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ChangasThemeProvider } from '@changas/web/ui';
import type { PageStoryParameters } from '@changas/web/ui/storybook';
import { WCAG_TAGS } from '../a11y/wcag-tags';
import { PageStory } from './page-story';

const preview: Preview = {
  // Every component gets a docs page: usage notes (parameters.docs), live stories and the props table.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
    options: {
      // The reference opens on its welcome page: foundations and content rules first, whole pages last.
      storySort: {
        order: [
          'Fundamentos',
          [
            'Bienvenida',
            'Color',
            'Tipografía',
            'Espaciado, radio y elevación',
            'Iconos',
            'Formatos es-AR',
            'Primitivas MUI',
          ],
          'Contenido',
          '*',
          'Pages',
          'Páginas',
        ],
      },
    },
  },
  decorators: [
    // Stories with `parameters.api` are pages against a stubbed API (see page-story.tsx).
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters['route'] ?? '/']}>
        <ChangasThemeProvider>
          {parameters['api'] ? (
            <PageStory parameters={parameters as PageStoryParameters}>
              <Story />
            </PageStory>
          ) : (
            <Story />
          )}
        </ChangasThemeProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
