import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ChangasThemeProvider } from '@changas/web/ui';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters['route'] ?? '/']}>
        <ChangasThemeProvider>
          <Story />
        </ChangasThemeProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
