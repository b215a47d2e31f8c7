import type { Meta, StoryObj } from '@storybook/react-vite';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { fn } from 'storybook/test';
import { OutlinedField } from './OutlinedField';
import { controlledField } from '../../storybook/controlled-field';
import { usageNotes } from '../../storybook/usage-notes';

const Controlled = controlledField(OutlinedField);

const meta = {
  title: 'Forms/OutlinedField',
  component: OutlinedField,
  parameters: {
    docs: usageNotes({
      summary:
        'El campo de texto con borde de la app, igual al TextField de MUI, pero sin el código del menú desplegable que TextField trae siempre: lo usan las páginas públicas (el buscador del inicio, los filtros de /services) y la base de SelectField.',
      use: [
        'En una pantalla pública que debe cargar rápido: buscadores y filtros.',
        'Como base de un campo propio (SelectField, SearchField).',
      ],
      avoid: [
        'Dentro de un formulario de react-hook-form: usar FormTextField.',
        'Para texto de varias líneas: usar DescriptionField.',
        'Para elegir de una lista: usar SelectField.',
      ],
      accessibility: [
        'La etiqueta visible es su nombre accesible; la pista o el error describen al campo.',
        'Con required se anuncia como obligatorio y con error queda marcado como inválido.',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: {
    label: '¿Qué servicio necesitas?',
    placeholder: 'Ej.: plomero, clases de inglés, paseador',
    value: '',
    onChange: fn(),
    fullWidth: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OutlinedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: 'plomero' } };

/** Con un ícono adentro, como el buscador del inicio. */
export const WithAdornment: Story = {
  args: {
    slotProps: {
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        ),
      },
    },
  },
};

export const WithHelperText: Story = { args: { helperText: 'Escribe al menos 2 letras.' } };

export const WithError: Story = {
  args: {
    label: 'Título',
    placeholder: undefined,
    required: true,
    error: true,
    helperText: 'El título es obligatorio',
  },
};

/** Its hint stays readable while it waits, as a login lockout's fields do. */
export const Disabled: Story = {
  args: { disabled: true, value: 'plomero', helperText: 'Podrás buscar de nuevo en unos segundos.' },
};
