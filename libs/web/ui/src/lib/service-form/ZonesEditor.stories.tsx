import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ZonesEditor, type ZonesEditorProps, type ZoneValue } from './ZonesEditor';
import { usageNotes } from '../../storybook/usage-notes';

function Controlled(props: ZonesEditorProps) {
  const [zones, setZones] = useState<ZoneValue[]>([...props.zones]);
  return (
    <ZonesEditor
      {...props}
      zones={zones}
      onChange={(next) => {
        setZones(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Service form/ZonesEditor',
  component: ZonesEditor,
  render: (args) => <Controlled {...args} />,
  args: { zones: [], onChange: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'Las zonas de cobertura de un servicio: provincia, localidad y barrio opcional, agregadas a una lista que se puede recorrer y depurar.',
      use: [
        'En el paso Zonas de cobertura de los asistentes de publicar y editar un servicio.',
        'Con canRemoveLast en falso en la edición, donde un servicio no puede quedar sin zona.',
      ],
      avoid: [
        'Para elegir una sola ubicación (perfil, búsqueda): usar LocationSelects.',
        'Para mostrar las zonas a un cliente: se listan como texto en la tarjeta y el detalle del servicio.',
      ],
      accessibility: [
        'Cada zona es un elemento de lista con su botón "Quitar" nombrado por la zona.',
        'El error ("Agrega al menos una zona de cobertura") queda como descripción del grupo y se anuncia al validar.',
        'Al agregar o quitar una zona el foco vuelve a un lugar previsible (el selector de provincia o la lista).',
      ],
    }),
  },
} satisfies Meta<typeof ZonesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No zone yet. */
export const Empty: Story = {};

export const Default: Story = {
  args: {
    zones: [
      { province: 'Córdoba', locality: 'Río Cuarto' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo', neighborhood: 'Palermo Soho' },
    ],
  },
};

/** The wizard asked for a zone and there is none. */
export const Error: Story = { args: { error: 'Agrega al menos una zona de cobertura' } };

/** The edit wizard keeps the last zone. */
export const LastZoneKept: Story = {
  args: { zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }], canRemoveLast: false },
};

export const Disabled: Story = {
  args: { zones: [{ province: 'Salta', locality: 'Cafayate' }], disabled: true },
};
