import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './PublishServicePage.stories';

const {
  Default,
  CoverageZones,
  Availability,
  Publishing,
  Error: ErrorStory,
  ZonesError,
  AvailabilityError,
} = composeStories(stories);

const stepper = () => screen.getByRole('navigation', { name: 'Pasos del formulario' });

describe('Páginas/Publicar servicio', () => {
  it('opens on Datos básicos with the wizard fields and its defaults', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ofrecer Servicio' })).toBeInTheDocument();
    expect(within(stepper()).getByRole('status')).toHaveTextContent('Paso 1 de 3: Datos básicos');
    expect(screen.getByRole('form', { name: 'Datos básicos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(0);
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
  });

  it('walks the steps with Siguiente and Anterior', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(within(stepper()).getByRole('status')).toHaveTextContent('Paso 2 de 3: Zonas de cobertura');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(within(stepper()).getByRole('status')).toHaveTextContent('Paso 1 de 3: Datos básicos');
  });

  it('lists the added zones on Zonas de cobertura', () => {
    render(<CoverageZones />);
    expect(screen.getByRole('heading', { level: 2, name: 'Zonas de cobertura' })).toBeInTheDocument();
    expect(screen.getByText('Mar del Plata, Buenos Aires')).toBeInTheDocument();
    expect(screen.getByText('Necochea, Buenos Aires (Centro)')).toBeInTheDocument();
  });

  it('ends on Disponibilidad with the week and Publicar servicio', () => {
    render(<Availability />);
    expect(screen.getByRole('group', { name: 'Días y horarios' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Duración de cada turno' })).toHaveTextContent('60 minutos');
    expect(screen.getByRole('button', { name: 'Publicar servicio' })).toBeEnabled();
  });

  it('waits while publishing', () => {
    render(<Publishing />);
    expect(screen.getByRole('button', { name: 'Publicando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it("shows the spec's messages under each field of Datos básicos", () => {
    render(<ErrorStory />);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
      'El título es requerido',
    );
    expect(screen.getByText('Selecciona una categoría')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveAccessibleDescription(
      'El precio debe ser mayor a 0',
    );
    expect(screen.getByText('La descripción debe tener al menos 100 caracteres')).toBeInTheDocument();
  });

  it('asks for a zone and for the hours of a day switched on', () => {
    const { unmount } = render(<ZonesError />);
    expect(screen.getByText('Agrega al menos una zona de cobertura')).toBeInTheDocument();
    unmount();
    render(<AvailabilityError />);
    expect(screen.getByText('Agrega horarios para Martes')).toBeInTheDocument();
  });
});
