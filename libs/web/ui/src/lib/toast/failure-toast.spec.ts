import { failureToast } from './failure-toast';

describe('failureToast', () => {
  it('titles the server reason with the fallback', () => {
    expect(failureToast('No se pudo guardar', 'Servicio no encontrado.')).toEqual({
      type: 'error',
      title: 'No se pudo guardar',
      message: 'Servicio no encontrado.',
    });
  });

  it('shows the fallback alone without a reason or when the reason repeats it', () => {
    expect(failureToast('No se pudo guardar')).toEqual({ type: 'error', message: 'No se pudo guardar' });
    expect(failureToast('No se pudo guardar', 'No se pudo guardar')).toEqual({
      type: 'error',
      message: 'No se pudo guardar',
    });
  });
});
