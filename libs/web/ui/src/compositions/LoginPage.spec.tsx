import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './LoginPage.stories';

const { Default, Loading, FieldErrors, Error: ErrorStory, Disabled, WithoutDemo } = composeStories(stories);

describe('Páginas/Iniciar sesión', () => {
  it('shows the login form inside the page shell with its links', () => {
    render(<Default />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByLabelText('Contraseña', { selector: 'input' })).toBeRequired();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(/Intentos:/)).not.toBeInTheDocument();
  });

  it('fills the demo credentials', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar credenciales de demostración' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@changas.com.ar');
  });

  it("checks the fields with the spec's messages on submit", async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
  });

  it('shows the field errors it was given', () => {
    render(<FieldErrors />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'El email es requerido',
    );
  });

  it('waits while the credentials are checked', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
  });

  it('announces a refused login and counts the attempts', () => {
    render(<ErrorStory />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error al iniciar sesión');
    expect(alert).toHaveTextContent('Email o contraseña incorrectos.');
    expect(screen.getByText('Intentos: 2/5')).toBeInTheDocument();
  });

  it('blocks the form after the fifth failure', () => {
    render(<Disabled />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cuenta bloqueada por múltiples intentos fallidos');
    expect(alert).toHaveTextContent('Demasiados intentos fallidos. Cuenta bloqueada por 10 minutos.');
    expect(within(alert).getByRole('timer')).toHaveTextContent('10:00');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  });

  it('has no demo helper outside demo mode', () => {
    render(<WithoutDemo />);
    expect(screen.queryByRole('group', { name: 'Ayuda para la demostración' })).not.toBeInTheDocument();
  });
});
