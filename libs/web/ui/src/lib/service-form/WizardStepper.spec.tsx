import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './WizardStepper.stories';

const { Default, MiddleStep, LastStep } = composeStories(stories);

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Pasos del formulario' })).getAllByRole('listitem');

describe('WizardStepper', () => {
  it('lists the steps in order and marks the first as current', () => {
    render(<Default />);
    expect(steps().map((step) => step.textContent)).toEqual([
      expect.stringContaining('Datos básicos'),
      expect.stringContaining('Zonas de cobertura'),
      expect.stringContaining('Disponibilidad'),
    ]);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Paso 1 de 3: Datos básicos');
  });

  it('marks the middle step as current', () => {
    render(<MiddleStep />);
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(steps()[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('Paso 2 de 3: Zonas de cobertura');
  });

  it('announces the last step', () => {
    render(<LastStep />);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Paso 3 de 3: Disponibilidad');
  });
});
