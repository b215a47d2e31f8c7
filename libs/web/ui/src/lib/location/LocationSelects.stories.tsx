import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocationSelects, type LocationSelectsProps, type LocationValue } from './LocationSelects';
import { usageNotes } from '../../storybook/usage-notes';

function Controlled(props: LocationSelectsProps) {
  const [value, setValue] = useState<LocationValue>(props.value);
  return (
    <LocationSelects
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/LocationSelects',
  component: LocationSelects,
  parameters: {
    docs: usageNotes({
      summary:
        'Provincia y localidad como dos desplegables encadenados: la localidad espera a la provincia y se vacía cuando la provincia cambia.',
      use: [
        'En /profile, en las zonas de cobertura del asistente de publicación, en el buscador de la home y en los filtros de /services (con allowAny, que agrega «Todas las provincias»).',
      ],
      avoid: [
        'Cuando la localidad es texto libre, como en /register: usar ProvinceSelect y un FormTextField.',
      ],
      accessibility: [
        'Dos combobox con etiqueta visible; mientras no hay provincia, la localidad está deshabilitada y dice por qué («Elige primero una provincia»).',
        'Los errores se muestran en el color de error del tema y describen a su campo, aunque el campo esté deshabilitado.',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: { value: { province: '', locality: '' }, onChange: fn() },
} satisfies Meta<typeof LocationSelects>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sin provincia todavía: la localidad espera a que se elija una. */
export const Default: Story = {};

export const WithProvince: Story = { args: { value: { province: 'Córdoba', locality: 'Río Cuarto' } } };

export const AsFilter: Story = { args: { allowAny: true } };

export const WithErrors: Story = {
  args: {
    required: true,
    errors: { province: 'La provincia es obligatoria', locality: 'La localidad es obligatoria' },
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { province: 'Salta', locality: 'Cafayate' } },
};

/** Una localidad guardada que no está en la lista (escrita en el registro) se sigue mostrando. */
export const UnlistedLocality: Story = {
  args: { value: { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Villa Crespo Norte' } },
};
