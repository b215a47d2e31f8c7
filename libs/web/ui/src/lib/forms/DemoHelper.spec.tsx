import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { DemoHelper } from './DemoHelper';
import * as stories from './DemoHelper.stories';

const { Default, DebugValues, Hidden } = composeStories(stories);

describe('DemoHelper', () => {
  it('groups the demo shortcuts under a label that says what they are', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Ayuda para la demostración' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Usar credenciales de demostración' }));
  });

  it('can carry debug values under its own label', () => {
    render(<DebugValues />);
    expect(screen.getByRole('group', { name: 'Depuración' })).toHaveTextContent('(longitud: 64)');
  });

  it('renders nothing when not visible', () => {
    const { container } = render(<DemoHelper visible={false}>{Hidden.args.children}</DemoHelper>);
    expect(container).toBeEmptyDOMElement();
  });

  it('says on the canvas why the hidden story is blank', () => {
    render(<Hidden />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText(/Fuera del modo demostración la ayuda no se muestra/)).toBeInTheDocument();
  });
});
