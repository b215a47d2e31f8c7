import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { DemoHelper } from './DemoHelper';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Forms/DemoHelper',
  component: DemoHelper,
  parameters: {
    docs: usageNotes({
      summary:
        'Una caja punteada con atajos que solo existen en modo demostración: completar datos de prueba o ver valores de depuración.',
      use: [
        'En /login («Usar credenciales de demostración»), /register y /forgot-password (botones que completan datos de prueba) y /reset-password (la caja de depuración del token), como pide la especificación.',
        'Siempre con visible atado al modo demostración: fuera de él no dibuja nada.',
      ],
      avoid: [
        'Para ayudar de verdad al usuario (pistas de un campo, reglas de la contraseña): usar el texto de ayuda del campo.',
        'Para avisos: usar FormBanner.',
      ],
      accessibility: [
        'Es un role="group" nombrado por su etiqueta («Ayuda para la demostración»), así queda claro que no es parte del formulario.',
        'La etiqueta usa text.secondary, con contraste AA sobre el fondo.',
      ],
    }),
  },
  args: {
    visible: true,
    children: (
      <Button variant="outlined" size="small" onClick={fn()}>
        Usar credenciales de demostración
      </Button>
    ),
  },
} satisfies Meta<typeof DemoHelper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DebugValues: Story = {
  args: {
    label: 'Depuración',
    children: (
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Token: 9f86d081884c7d659a2feaa0c55ad0… (longitud: 64)
      </Typography>
    ),
  },
};

/** Fuera del modo demostración no se dibuja nada: la nota lo dice en el lienzo. */
export const Hidden: Story = {
  args: { visible: false },
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary">
          Fuera del modo demostración la ayuda no se muestra: no se ve nada.
        </Typography>
        <Story />
      </>
    ),
  ],
};
