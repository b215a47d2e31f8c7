import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProvinceSelect } from './ProvinceSelect';
import { controlledField } from '../../storybook/controlled-field';
import { usageNotes } from '../../storybook/usage-notes';

const Controlled = controlledField(ProvinceSelect);

const meta = {
  title: 'Forms/ProvinceSelect',
  component: ProvinceSelect,
  parameters: {
    docs: usageNotes({
      summary:
        'Un desplegable con las 24 jurisdicciones argentinas, para formularios donde la localidad se escribe a mano.',
      use: ['En /register, donde la localidad es texto libre.'],
      avoid: [
        'Cuando la localidad también se elige de una lista (perfil, zonas de un servicio, filtros de /services): usar LocationSelects.',
      ],
      accessibility: [
        'Es un combobox con la etiqueta visible «Provincia»; con required se anuncia como obligatorio.',
        'El error se muestra como texto de ayuda, en el color de error, y describe al campo.',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), fullWidth: true, required: true },
} satisfies Meta<typeof ProvinceSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: 'Ciudad Autónoma de Buenos Aires' } };

export const WithError: Story = { args: { error: true, helperText: 'La provincia es obligatoria' } };

export const Disabled: Story = { args: { disabled: true, value: 'Neuquén' } };
