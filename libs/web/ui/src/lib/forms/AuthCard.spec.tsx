import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './AuthCard.stories';

const { Default, ResultView } = composeStories(stories);

describe('AuthCard', () => {
  it('is a section named by its h1, with the content and the footer links', () => {
    render(<Default />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByRole('region', { name: 'Iniciar sesión' })).toContainElement(heading);
    expect(screen.getByText('Ingresa a tu cuenta de Changas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('shows a result view with its way on, focusing its title', () => {
    render(<ResultView />);
    expect(screen.getByRole('heading', { name: 'Revisa tu correo electrónico' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
