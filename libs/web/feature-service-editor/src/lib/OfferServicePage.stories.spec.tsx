import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './OfferServicePage.stories';

const { Default, ValidationErrors, Mobile } = composeStories(stories);

beforeEach(() => localStorage.clear());

describe('OfferServicePage stories', () => {
  it('Default: step 1 of 3, Datos básicos', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ofrecer Servicio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Datos básicos');
    expect(screen.getByText('Paso 1 de 3: Datos básicos')).toBeInTheDocument();
  });

  it('ValidationErrors: each empty field says what it needs', async () => {
    const { container } = render(<ValidationErrors />);
    await ValidationErrors.play?.({ canvasElement: container });
    expect(screen.getByText('El título es requerido')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una categoría')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveFocus();
  });

  it('Mobile: the same first step', () => {
    render(<Mobile />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Datos básicos');
  });
});
