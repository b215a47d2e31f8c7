import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CREATE_WIZARD_SLOT_TIMES, EDIT_WIZARD_SLOT_TIMES } from '@changas/shared/contracts';
import { TimeSelect, type TimeSelectProps } from './TimeSelect';
import { usageNotes } from '../../storybook/usage-notes';

function Controlled(props: TimeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeSelect
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
  title: 'Forms/TimeSelect',
  component: TimeSelect,
  parameters: {
    docs: usageNotes({
      summary:
        'Una hora del día elegida de una lista de 24 h («13:00», nunca «01:00 PM»), igual en todos los navegadores e idiomas.',
      use: [
        'En el paso de disponibilidad del asistente de publicación y de edición: el «Desde» y el «Hasta» de cada franja.',
        'Con las horas que tienen sentido: las horas en punto del asistente de creación o los cuartos de hora del de edición.',
      ],
      avoid: [
        'Para elegir un turno concreto: usar MonthCalendar y TimeSlotGrid.',
        'Para una fecha: usar MonthCalendar.',
      ],
      accessibility: [
        'Es el select del navegador, con etiqueta visible: escribir los primeros dígitos salta a la hora que coincide, y en el teléfono abre el selector del sistema.',
        'Una hora guardada fuera de la lista (09:37) se sigue mostrando y se puede elegir.',
      ],
    }),
  },
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Desde',
    value: '09:00',
    times: CREATE_WIZARD_SLOT_TIMES,
    onChange: fn(),
    sx: { width: 150 },
  },
} satisfies Meta<typeof TimeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** El asistente de creación: de 08:00 a 20:00, cada hora. */
export const Hourly: Story = {};

/** El asistente de edición: cada cuarto de hora del día. */
export const QuarterHours: Story = {
  args: { label: 'Hasta', value: '13:15', times: EDIT_WIZARD_SLOT_TIMES },
};

/** Una hora guardada fuera de la lista se conserva. */
export const OutsideTheList: Story = { args: { value: '09:37' } };

export const Disabled: Story = { args: { disabled: true } };
