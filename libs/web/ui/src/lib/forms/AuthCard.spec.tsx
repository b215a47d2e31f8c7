import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './AuthCard.stories';

const { Default, Submitting, Failure, ResultView, Wide } = composeStories(stories);

describe('AuthCard', () => {
  it('is a section named by its h1, with the content and the footer links', () => {
    render(<Default />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByRole('region', { name: 'Iniciar sesión' })).toContainElement(heading);
    expect(
      screen.getByText('Ingresa a tu cuenta para gestionar tus servicios y turnos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the login under way on a button that cannot be pressed again', () => {
    render(<Submitting />);
    expect(screen.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
  });

  it('announces a refused login with the spec texts', () => {
    render(<Failure />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Error al iniciar sesión');
    expect(banner).toHaveTextContent('Email o contraseña incorrectos.');
  });

  it('shows a result view with its way on, focusing its title', () => {
    render(<ResultView />);
    expect(screen.getByRole('heading', { name: 'Revisa tu correo electrónico' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('holds the registration form under the register title when wide', () => {
    render(<Wide />);
    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión aquí' })).toHaveAttribute('href', '/login');
  });
});
