import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVICE_WIZARD_STEPS } from '@changas/shared/contracts';
import { WizardStepper } from './WizardStepper';

const meta = {
  title: 'Service form/WizardStepper',
  component: WizardStepper,
  args: { steps: SERVICE_WIZARD_STEPS, activeStep: 0 },
} satisfies Meta<typeof WizardStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first step is done. */
export const MiddleStep: Story = { args: { activeStep: 1 } };

export const LastStep: Story = { args: { activeStep: 2 } };
