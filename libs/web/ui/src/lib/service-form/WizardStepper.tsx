import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';

export interface WizardStepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** Index of the step on screen; the ones before it show as done. */
  activeStep: number;
  /** Names the list of steps for assistive technology. */
  label?: string;
}

/** Where a multi-step form stands: each step's name, the current one marked, and 'Paso n de N' announced. */
export function WizardStepper({ steps, activeStep, label = 'Pasos del formulario' }: WizardStepperProps) {
  return (
    <Box component="nav" aria-label={label}>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        // Three labels share a phone's width: a smaller size keeps each name whole ('Disponibilidad').
        sx={{
          p: 0,
          m: 0,
          '& .MuiStepLabel-label': { overflowWrap: 'normal', fontSize: { xs: '0.75rem', sm: '0.875rem' } },
        }}
      >
        {steps.map((step, index) => (
          <Step key={step} aria-current={index === activeStep ? 'step' : undefined}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box role="status" sx={visuallyHiddenSx}>
        {`Paso ${activeStep + 1} de ${steps.length}: ${steps[activeStep] ?? ''}`}
      </Box>
    </Box>
  );
}
