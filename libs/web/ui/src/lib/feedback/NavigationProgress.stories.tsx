import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { NavigationProgress } from './NavigationProgress';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Shell/NavigationProgress',
  component: NavigationProgress,
  parameters: {
    docs: usageNotes({
      summary:
        'La barra fina de color de marca que recorre el borde superior de la ventana mientras llega la próxima pantalla; la pantalla actual queda a la vista hasta entonces.',
      use: ['Una sola vez, en el marco de la aplicación, durante la navegación entre rutas.'],
      avoid: [
        'Para una pantalla o sección que carga sus datos: usar PageLoader o esqueletos.',
        'Para una acción de un formulario: cambiar el texto del botón y deshabilitarlo.',
      ],
      accessibility: [
        'Es un role="progressbar" con nombre («Cargando página»), sin valor: la espera no tiene duración conocida.',
        'No toma el foco ni tapa contenido interactivo: ocupa 4 px sobre el encabezado.',
      ],
    }),
  },
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary" sx={{ pt: 2 }}>
          La barra recorre el borde superior de la ventana.
        </Typography>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Between two routes, while the next screen's code loads. */
export const Loading: Story = {};

/** With another name for what is loading. */
export const WithLabel: Story = { args: { label: 'Cargando resultados' } };
