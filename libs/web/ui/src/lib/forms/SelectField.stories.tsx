import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField';
import { controlledField } from '../../storybook/controlled-field';
import { usageNotes } from '../../storybook/usage-notes';

const Controlled = controlledField(SelectField);

const CATEGORIES = [
  { value: 'limpieza', label: 'Limpieza' },
  { value: 'jardineria', label: 'Jardinería' },
  { value: 'plomeria', label: 'Plomería' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  parameters: {
    docs: usageNotes({
      summary:
        'Un desplegable con el selector del propio navegador, con el aspecto de los demás campos: en el teléfono abre el selector del sistema.',
      use: [
        'Para elegir un valor de una lista fija: provincia y localidad (ProvinceSelect, LocationSelects), la categoría, la duración del turno y el plazo para reservar del asistente, el servicio en /received-requests.',
        'Dentro de un formulario de react-hook-form: FormTextField con options.',
        'Con anyLabel cuando vacío significa «cualquiera», como en los filtros («Todas las categorías»).',
        'Con keepUnlisted cuando el valor guardado puede no estar en la lista (una localidad escrita antes de que existiera la lista, una categoría de la dirección): se sigue viendo y se puede volver a elegir.',
      ],
      avoid: [
        'Para horarios de la semana: usar TimeSelect.',
        'Para texto libre o búsqueda: usar FormTextField o el buscador.',
      ],
      accessibility: [
        'Es un select nativo (combobox) con la etiqueta visible: el teclado, el lector de pantalla y la búsqueda por letras funcionan como en cualquier select.',
        'Con required se anuncia como obligatorio; el error se muestra como texto de ayuda en el color de error y describe al campo.',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { label: 'Categoría', value: '', options: CATEGORIES, onChange: fn(), fullWidth: true },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nada elegido todavía: el campo queda vacío, con la etiqueta adentro. */
export const Default: Story = {};

export const Selected: Story = { args: { value: 'jardineria' } };

/** Un filtro: vacío quiere decir cualquiera, y lo dice. */
export const WithAnyChoice: Story = { args: { anyLabel: 'Todas las categorías' } };

/** Sin opciones todavía (por ejemplo, mientras llegan las categorías): solo se puede dejar vacío. */
export const Empty: Story = { args: { options: [], anyLabel: 'Todas las categorías' } };

/** Un valor que no está entre las opciones (llegó en la dirección) se ve y sigue elegible, primero en la lista. */
export const UnlistedValue: Story = {
  args: { value: 'carpinteria', anyLabel: 'Todas las categorías', keepUnlisted: 'first' },
};

export const WithError: Story = {
  args: { required: true, error: true, helperText: 'La categoría es obligatoria' },
};

export const Disabled: Story = { args: { disabled: true, value: 'plomeria' } };
