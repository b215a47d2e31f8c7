import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './FormBanner.stories';

const { Success, Failure, Warning, Dismissible } = composeStories(stories);

describe('FormBanner', () => {
  it('announces a success politely, with its title and message', () => {
    render(<Success />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('¡Registro exitoso!');
    expect(banner).toHaveTextContent('Bienvenido a Changas. Tu cuenta ha sido creada exitosamente.');
  });

  it('announces an error at once', () => {
    render(<Failure />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Error en el registro');
    expect(banner).toHaveTextContent('El email ya está registrado. Usa otro email o inicia sesión.');
  });

  it('shows a warning without a title', () => {
    render(<Warning />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^No se pudo cargar el perfil/);
  });

  it('can be closed', async () => {
    const onClose = fn();
    render(<Dismissible onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
