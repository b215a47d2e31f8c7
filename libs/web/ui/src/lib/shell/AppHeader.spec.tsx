import { composeStories } from '@storybook/react-vite';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './AppHeader.stories';

const { Guest, ActivePage, LoggedIn, MobileMenuOpen, MobileMenuOpenLoggedIn } = composeStories(stories);

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AppHeader', () => {
  it('shows the four main links and the guest actions', () => {
    render(<Guest />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Menú principal' }))).toEqual([
      ['Inicio', '/'],
      ['Servicios', '/services'],
      ['Cómo funciona', '/how-it-works'],
      ['Nosotros', '/about-us'],
    ]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Ofrecer Servicio' })).not.toBeInTheDocument();
  });

  it('marks the current page as active', () => {
    render(<ActivePage />);
    expect(screen.getByRole('link', { name: 'Nosotros' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveClass('active');
  });

  it('mirrors navigation and guest actions in the mobile menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    render(<Guest />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menú principal móvil' });
    expect(linksOf(drawer).map(([label]) => label)).toEqual([
      'Changas',
      'Inicio',
      'Servicios',
      'Cómo funciona',
      'Nosotros',
      'Iniciar sesión',
      'Registrarse',
    ]);
    await user.click(within(drawer).getByRole('link', { name: 'Nosotros' }));
    await waitForElementToBeRemoved(drawer);
  });

  it('gives a logged-in user favourites, the offer button and the account menu with log out', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    render(<LoggedIn account={{ name: 'María Gómez', onLogout }} />);
    expect(screen.getByRole('link', { name: 'Mis favoritos' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByRole('link', { name: 'Ofrecer Servicio' })).toHaveAttribute('href', '/offer-service');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /María Gómez/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mi panel',
      'Mi perfil',
      'Mis solicitudes',
      'Solicitudes recibidas',
      'Mis favoritos',
      'Cerrar sesión',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('mirrors the account menu in the mobile menu', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    render(<LoggedIn account={{ name: 'María Gómez', onLogout }} />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menú principal móvil' });
    expect(within(drawer).getByText('María Gómez')).toBeInTheDocument();
    for (const label of [
      'Ofrecer Servicio',
      'Mi panel',
      'Mi perfil',
      'Mis solicitudes',
      'Solicitudes recibidas',
      'Mis favoritos',
    ]) {
      expect(within(drawer).getByRole('link', { name: label })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("shows a visitor's side menu open, with the current page marked", async () => {
    const { container } = render(<MobileMenuOpen />);
    await MobileMenuOpen.play?.({ canvasElement: container });
    const drawer = screen.getByRole('navigation', { name: 'Menú principal móvil' });
    expect(within(drawer).getByRole('link', { name: 'Servicios' })).toHaveClass('active');
    expect(within(drawer).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  });

  it("shows a logged-in user's side menu open, under their name", async () => {
    const { container } = render(<MobileMenuOpenLoggedIn />);
    await MobileMenuOpenLoggedIn.play?.({ canvasElement: container });
    const drawer = screen.getByRole('navigation', { name: 'Menú principal móvil' });
    expect(within(drawer).getByText('María Gómez')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/my-requests',
    );
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
