import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DescriptionField } from './DescriptionField';
import { controlledField } from '../../storybook/controlled-field';
import { usageNotes } from '../../storybook/usage-notes';

const Controlled = controlledField(DescriptionField);

const meta = {
  title: 'Service form/DescriptionField',
  component: DescriptionField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Descripción',
    value: '',
    counterMax: 500,
    helperText: 'Al menos 100 caracteres',
    fullWidth: true,
    onChange: fn(),
  },
  parameters: {
    docs: usageNotes({
      summary:
        'Un texto de varias líneas con contador "n/máximo" debajo, que se pone rojo al pasar el límite. Lo usan la descripción del servicio y el comentario de una reseña.',
      use: [
        'Para la descripción del servicio en el paso Datos básicos de los asistentes.',
        'Para el comentario del diálogo de reseña (ReviewDialog), con su límite de 500 caracteres.',
      ],
      avoid: [
        'Para textos de una línea (título, teléfono): usar FormTextField.',
        'Para textos sin límite que no hace falta contar: usar un TextField multiline común.',
      ],
      accessibility: [
        'El contador y la ayuda quedan como descripción del campo; el error reemplaza a la ayuda y marca el campo como inválido.',
        'Deshabilitado, la ayuda y el contador siguen legibles (gris secundario, más de 4,5:1).',
      ],
    }),
  },
} satisfies Meta<typeof DescriptionField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    value: 'Clases de guitarra criolla y eléctrica para todos los niveles, en tu casa o por videollamada.',
  },
};

export const WithError: Story = {
  args: { error: 'La descripción debe tener al menos 100 caracteres', value: 'Corta' },
};

/** Past the limit the counter turns red. */
export const OverLimit: Story = { args: { value: 'a'.repeat(510) } };

export const Disabled: Story = { args: { disabled: true, value: 'No se puede editar ahora.' } };
