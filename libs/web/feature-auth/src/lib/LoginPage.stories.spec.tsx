import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './LoginPage.stories';

const { Default, InvalidCredentials, Mobile } = composeStories(stories);

beforeEach(() => localStorage.clear());

describe('LoginPage stories', () => {
  it('Default: the form in demo mode, whose credentials log in', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar credenciales de demostración' }));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
  });

  it("InvalidCredentials: the server's 401 and the first attempt", async () => {
    const { container } = render(<InvalidCredentials />);
    await InvalidCredentials.play?.({ canvasElement: container });
    expect(screen.getByRole('alert')).toHaveTextContent('Email o contraseña incorrectos.');
    expect(screen.getByText('Intentos: 1/5')).toBeInTheDocument();
  });

  it('Mobile: the same form', () => {
    render(<Mobile />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});
