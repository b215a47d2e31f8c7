import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './HeroSearch.stories';

const { Default, Prefilled, Disabled, Loading } = composeStories(stories);

describe('HeroSearch', () => {
  it('searches by text, province and locality', async () => {
    const user = userEvent.setup();
    const onSearch = fn();
    render(<Default onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' }), '  plomero ');
    expect(screen.getByRole('combobox', { name: 'Localidad' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Santa Fe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Localidad' }), 'Rosario');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'plomero', province: 'Santa Fe', locality: 'Rosario' });
  });

  it('submits with Enter from the text field', async () => {
    const user = userEvent.setup();
    const onSearch = fn();
    render(<Prefilled onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' }), '{Enter}');
    expect(onSearch).toHaveBeenCalledWith({
      q: 'jardinería',
      province: 'Buenos Aires',
      locality: 'La Plata',
    });
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  });

  it('waits while a search is under way and says so on the button', () => {
    render(<Loading />);
    expect(screen.getByRole('search', { name: 'Buscar servicios' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Buscando...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '¿Qué servicio necesitas?' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toBeDisabled();
  });
});
