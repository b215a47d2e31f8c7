import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './AppointmentStatusChip.stories';

const { Pending, Accepted, Rejected, Completed, Cancelled, Expired, Unknown } = composeStories(stories);

describe('AppointmentStatusChip', () => {
  it.each([
    ['pending', Pending, 'Pendiente'],
    ['accepted', Accepted, 'Aceptada'],
    ['rejected', Rejected, 'Rechazada'],
    ['completed', Completed, 'Completada'],
    ['cancelled', Cancelled, 'Cancelada'],
    ['expired', Expired, 'Caducada'],
    ['anything else', Unknown, 'Desconocido'],
  ])('labels %s as %s', (_status, Story, label) => {
    render(<Story />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('does not mistake an inherited property name for a status', () => {
    render(<Unknown status="toString" />);
    expect(screen.getByText('Desconocido')).toBeInTheDocument();
  });
});
