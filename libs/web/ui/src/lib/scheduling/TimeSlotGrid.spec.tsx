import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './TimeSlotGrid.stories';
import { TIME_SLOT_GRID_MAX_HEIGHT } from './TimeSlotGrid';

const { Default, Selected, ManySlots, Loading, Empty, Error: LoadError, Disabled } = composeStories(stories);

const slot = (name: string) => screen.getByRole('radio', { name });

describe('TimeSlotGrid', () => {
  it('offers the free slots of the day as one choice and disables the taken ones', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<Default onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Horarios disponibles' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(slot('10:00 (no disponible)')).toBeDisabled();
    expect(slot('09:00')).toBeEnabled();
    await user.click(slot('11:00'));
    expect(onChange).toHaveBeenCalledWith('11:00');
    expect(slot('11:00')).toBeChecked();
  });

  it('moves between free slots with the arrow keys, skipping taken ones', async () => {
    const user = userEvent.setup();
    render(<Selected />);
    expect(slot('11:00')).toBeChecked();
    await user.click(slot('09:00'));
    await user.keyboard('{ArrowRight}');
    expect(slot('11:00')).toHaveFocus();
    expect(slot('11:00')).toBeChecked();
  });

  it('caps its height so a long day scrolls inside it', () => {
    render(<ManySlots />);
    expect(screen.getAllByRole('radio')).toHaveLength(28);
    expect(screen.getByRole('radiogroup')).toHaveStyle({
      maxHeight: `${TIME_SLOT_GRID_MAX_HEIGHT}px`,
      overflowY: 'auto',
    });
  });

  it('says it is loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando horarios...');
  });

  it('says when the day has no slot', () => {
    render(<Empty />);
    expect(screen.getByRole('status')).toHaveTextContent('No hay horarios disponibles para esta fecha');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('offers a retry when the slots cannot be loaded', async () => {
    const onRetry = fn();
    render(<LoadError error={{ message: 'No se pudieron cargar los horarios', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los horarios');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits with every slot disabled', () => {
    render(<Disabled />);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(slot('11:00')).toBeChecked();
  });
});
