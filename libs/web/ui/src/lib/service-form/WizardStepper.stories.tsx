import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVICE_WIZARD_STEPS } from '@changas/shared/contracts';
import { WizardStepper } from './WizardStepper';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Service form/WizardStepper',
  component: WizardStepper,
  args: { steps: SERVICE_WIZARD_STEPS, activeStep: 0 },
  parameters: {
    docs: usageNotes({
      summary:
        'Dónde está un formulario de varios pasos: el nombre de cada paso, los anteriores como completos y el actual marcado. Lo usan los asistentes de servicio (Datos básicos, Zonas de cobertura, Disponibilidad).',
      use: [
        'Arriba de los asistentes de publicar y editar un servicio.',
        'En cualquier formulario futuro de tres a cinco pasos que se completan en orden.',
      ],
      avoid: [
        'Para secciones que se visitan en cualquier orden: usar Tabs (como en el detalle de un servicio).',
        'Para el modal de solicitud de turno, de dos pasos cortos: alcanza con el título de cada paso.',
      ],
      accessibility: [
        'Es un nav "Pasos del formulario" y el paso actual lleva aria-current="step".',
        'Al cambiar de paso se anuncia "Paso n de N: <nombre>" en una región de estado oculta.',
      ],
    }),
  },
} satisfies Meta<typeof WizardStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first step is done. */
export const MiddleStep: Story = { args: { activeStep: 1 } };

export const LastStep: Story = { args: { activeStep: 2 } };
