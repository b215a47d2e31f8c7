import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { ScrollToTopButton } from './ScrollToTopButton';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Shell/ScrollToTopButton',
  component: ScrollToTopButton,
  parameters: {
    docs: usageNotes({
      summary:
        'El botón flotante "Volver arriba": aparece después de 300 px de desplazamiento y lleva al principio de la página con un desplazamiento suave.',
      use: ['Una sola vez, en el marco de la aplicación, para todas las rutas.'],
      avoid: [
        'Dentro de una pantalla o de un diálogo: ya está en el marco.',
        'Como acción principal: el botón flotante naranja no debe competir con los botones de la pantalla.',
      ],
      accessibility: [
        'Se anuncia "Volver arriba"; se alcanza con el teclado cuando está visible y no existe cuando está oculto.',
        'Es blanco sobre el naranja de marca (más de 4,5:1) y su área táctil es de 48 px.',
      ],
    }),
  },
} satisfies Meta<typeof ScrollToTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the page has scrolled past the threshold. */
export const Hidden: Story = {
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary">
          El botón está oculto: aparece recién después de 300 px de desplazamiento.
        </Typography>
        <Story />
      </>
    ),
  ],
};

/** A threshold of -1 makes it visible at the top, to show its look. */
export const Visible: Story = { args: { threshold: -1 } };
