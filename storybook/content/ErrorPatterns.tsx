import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface ErrorPattern {
  pattern: string;
  component: string;
  /** How the component shows it, when the name alone does not say. */
  shape?: string;
  when: string;
  /** Texts taken from the product spec. */
  examples: string[];
}

export const ERROR_PATTERNS: ErrorPattern[] = [
  {
    pattern: 'Error en el campo',
    component: 'FormTextField',
    shape: 'texto de ayuda en rojo debajo del campo',
    when: 'Un valor de un campo no cumple una regla. Aparece al salir del campo o al enviar; el primer campo inválido recibe el foco.',
    examples: [
      'El título es requerido',
      'La contraseña debe tener al menos 8 caracteres',
      'Las contraseñas no coinciden',
      'Selecciona una categoría',
    ],
  },
  {
    pattern: 'Banner del formulario',
    component: 'FormBanner',
    when: 'El envío de un formulario entero falla o termina y no es culpa de un campo (credenciales, bloqueo, servidor). Queda sobre el formulario hasta que algo cambia.',
    examples: [
      'Error en el registro',
      'Email o contraseña incorrectos.',
      'Demasiados intentos fallidos. Cuenta bloqueada por 10 minutos.',
      '¡Registro exitoso!',
    ],
  },
  {
    pattern: 'Estado de error con reintento',
    component: 'ErrorState',
    shape: 'con el botón «Reintentar»',
    when: 'Una pantalla o sección no pudo cargar sus datos y no hay nada útil que mostrar en su lugar.',
    examples: [
      'No se pudieron obtener los turnos',
      'Error al cargar el servicio',
      'el servicio no existe o no tienes permisos para modificarlo',
    ],
  },
  {
    pattern: 'Toast',
    component: 'ToastProvider',
    shape: 'useToast().notify(...)',
    when: 'El resultado de una acción puntual fuera de un formulario, o que lleva a otra pantalla. Se cierra solo a los 5 segundos.',
    examples: [
      '¡Servicio creado exitosamente!',
      'Servicio eliminado exitosamente',
      'Error al eliminar servicio',
      'Este servicio ya está en tus favoritos',
      'Reseña enviada exitosamente',
    ],
  },
];

/** Which error pattern goes where, with the product spec's own texts. */
export function ErrorPatterns() {
  return (
    // Whole words per line: the app's 'anywhere' wrapping would split them in these narrow columns.
    <Table size="small" sx={{ my: 3, '& th, & td': { overflowWrap: 'normal' } }}>
      <TableHead>
        <TableRow>
          {['Patrón', 'Componente', 'Cuándo', 'Ejemplos de la especificación'].map((heading) => (
            <TableCell key={heading} component="th" sx={{ fontWeight: 700 }}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {ERROR_PATTERNS.map(({ pattern, component, shape, when, examples }) => (
          <TableRow key={pattern} sx={{ verticalAlign: 'top' }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {pattern}
            </TableCell>
            <TableCell>
              <code>{component}</code>
              {shape && ` ${shape}`}
            </TableCell>
            <TableCell>{when}</TableCell>
            <TableCell>{examples.map((example) => `«${example}»`).join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
