import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { usageNotes } from '../../storybook/usage-notes';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Shell/BrandLogo',
  component: BrandLogo,
  parameters: {
    docs: usageNotes({
      summary:
        'La marca Changas (herramienta y nombre) como enlace al inicio. Va en la cabecera, en el menú lateral del teléfono y, en blanco, en el pie de página.',
      use: [
        'Arriba a la izquierda de la cabecera (AppHeader) y al principio del menú lateral (MobileNavDrawer).',
        'En su versión invertida sobre el azul de marca del pie de página (AppFooter).',
      ],
      avoid: [
        'Como título de una pantalla: cada pantalla lleva su propio h1 (PageHero o un Typography).',
        'Sobre fotos o fondos claros en su versión invertida: el blanco pierde contraste; usar la versión normal.',
        'Más de una vez en la misma zona de la pantalla.',
      ],
      accessibility: [
        'Es un enlace que se anuncia como "Changas, ir al inicio"; el icono es decorativo.',
        'El naranja de marca sobre blanco y el blanco sobre el azul del pie superan 4,5:1.',
      ],
    }),
  },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the white header. */
export const Default: Story = {};

/** White, on the footer's brand blue. */
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'secondary.main', p: 3, display: 'inline-block', borderRadius: 1 }}>
        <Story />
      </Box>
    ),
  ],
};

/** In the mobile menu a click on the logo also closes the menu. */
export const WithClick: Story = { args: { onClick: fn() } };
