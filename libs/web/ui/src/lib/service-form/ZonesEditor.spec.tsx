import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './ZonesEditor.stories';

const { Empty, Default, Error, LastZoneKept, Disabled } = composeStories(stories);

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: select }), option);
}

const addButton = () => screen.getByRole('button', { name: 'Agregar zona' });
const listedZones = () =>
  within(screen.getByRole('list', { name: /Zonas agregadas/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ZonesEditor', () => {
  it('adds a zone with province, locality and neighborhood, keeping the province for the next one', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    expect(screen.getByText('Aún no agregaste zonas de cobertura.')).toBeInTheDocument();

    await choose(user, 'Provincia', 'Córdoba');
    await choose(user, 'Localidad', 'Río Cuarto');
    await user.type(screen.getByRole('textbox', { name: 'Barrio (opcional)' }), ' Centro ');
    await user.click(addButton());

    expect(onChange).toHaveBeenLastCalledWith([
      { province: 'Córdoba', locality: 'Río Cuarto', neighborhood: 'Centro' },
    ]);
    expect(listedZones()).toEqual(['Río Cuarto, Córdoba (Centro)']);
    expect(screen.getByRole('heading', { name: 'Zonas agregadas (1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveDisplayValue('Córdoba');
    expect(screen.getByRole('textbox', { name: 'Barrio (opcional)' })).toHaveValue('');
  });

  it('asks for province and locality before adding', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Selecciona provincia y localidad');

    await choose(user, 'Provincia', 'Salta');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Selecciona provincia y localidad');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a zone already listed', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await choose(user, 'Provincia', 'Córdoba');
    await choose(user, 'Localidad', 'Río Cuarto');
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Esa zona ya está en la lista');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds the zone with Enter from the neighborhood field', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await choose(user, 'Provincia', 'Córdoba');
    await choose(user, 'Localidad', 'Río Cuarto');
    await user.type(screen.getByRole('textbox', { name: 'Barrio (opcional)' }), '{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ province: 'Córdoba', locality: 'Río Cuarto' }]);
  });

  it('removes a zone', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Quitar zona Río Cuarto, Córdoba' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo', neighborhood: 'Palermo Soho' },
    ]);
    expect(listedZones()).toEqual(['Palermo, Ciudad Autónoma de Buenos Aires (Palermo Soho)']);
  });

  it("shows the list's error and ties it to the new-zone group", () => {
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('Agrega al menos una zona de cobertura');
    expect(screen.getByRole('group', { name: 'Nueva zona de cobertura' })).toHaveAccessibleDescription(
      'Agrega al menos una zona de cobertura',
    );
  });

  it('keeps the last zone when asked to', () => {
    render(<LastZoneKept />);
    expect(screen.getByRole('button', { name: 'Quitar zona Río Cuarto, Córdoba' })).toBeDisabled();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar zona Cafayate, Salta' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Barrio (opcional)' })).toBeDisabled();
  });
});
