import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneStory } from '../../storybook/phone-story';
import { usageNotes } from '../../storybook/usage-notes';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Shell/AppFooter',
  component: AppFooter,
  args: { year: 2026 },
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'El pie común a todas las rutas, sobre el azul de marca: la marca con una frase, los enlaces Explorar, Changas y Legal, y los datos de contacto de ejemplo.',
      use: [
        'Una sola vez, al final del marco de la aplicación, debajo del contenido de cualquier ruta.',
        'Para llegar a las páginas institucionales (Nosotros, Centro de ayuda, Términos, Privacidad) desde cualquier pantalla.',
      ],
      avoid: [
        'Para acciones principales de una pantalla (buscar, publicar, solicitar): van en la propia pantalla.',
        'Para la navegación principal: está en la cabecera (AppHeader).',
      ],
      accessibility: [
        'Es el landmark "contentinfo"; cada columna tiene su título (h2) y sus enlaces en una lista.',
        'El contacto va en un elemento address, con enlaces mailto y tel que el teléfono puede usar directamente.',
        'El texto blanco sobre el azul de marca supera 12:1; los enlaces se subrayan al pasar el cursor.',
      ],
    }),
  },
} satisfies Meta<typeof AppFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone the columns stack two by two. */
export const Mobile: Story = { ...phoneStory, tags: ['phone', '!autodocs'] };
