import type { LegalSection } from '../legal/legal.types';

export const TERMS_LAST_UPDATED = '2026-11-01';

export const TERMS_INTRO =
  'Las reglas para usar Changas: qué puedes esperar de nosotros y qué esperamos de quienes contratan y ofrecen servicios.';

/** The 11 sections of the terms, in order (spec section 2, "Static pages"). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduccion',
    title: 'Introducción',
    blocks: [
      'Te damos la bienvenida a Changas, una plataforma digital que conecta a personas que buscan servicios con profesionales y trabajadores independientes que los ofrecen en la República Argentina.',
      'Estos términos y condiciones regulan el acceso y el uso de la plataforma. Al registrarte o utilizarla, aceptas cumplirlos. Si no estás de acuerdo con alguno de ellos, te pedimos que no la utilices.',
    ],
  },
  {
    id: 'definiciones',
    title: 'Definiciones',
    blocks: [
      'A los fines de estos términos:',
      {
        list: [
          { term: 'Plataforma', text: 'el sitio web de Changas y todas sus funcionalidades.' },
          {
            term: 'Usuario',
            text: 'toda persona registrada en la Plataforma. Una misma cuenta permite contratar y ofrecer servicios.',
          },
          { term: 'Cliente', text: 'el Usuario que solicita o contrata un servicio.' },
          {
            term: 'Proveedor',
            text: 'el Usuario que publica y presta un servicio a través de la Plataforma.',
          },
          {
            term: 'Servicio',
            text: 'la prestación que publica un Proveedor, con su descripción, precio, zonas de cobertura y disponibilidad.',
          },
          {
            term: 'Solicitud',
            text: 'el pedido de turno que un Cliente envía a un Proveedor para una fecha y un horario determinados.',
          },
          {
            term: 'Reseña',
            text: 'la calificación de 1 a 5 estrellas y el comentario que un Cliente publica sobre un servicio recibido.',
          },
        ],
      },
    ],
  },
  {
    id: 'registro-de-usuarios',
    title: 'Registro de usuarios',
    blocks: [
      'Para contratar u ofrecer servicios necesitas crear una cuenta. Debes ser mayor de 18 años y tener capacidad legal para contratar.',
      'Te comprometes a brindar información verdadera, completa y actualizada, y a mantenerla al día desde tu perfil.',
      'Tu cuenta es personal e intransferible. Eres responsable de mantener la confidencialidad de tu contraseña y de toda la actividad realizada con ella. Si detectas un uso no autorizado, avísanos de inmediato.',
      'Changas puede suspender o dar de baja las cuentas que brinden información falsa o incumplan estos términos.',
    ],
  },
  {
    id: 'uso-de-la-plataforma',
    title: 'Uso de la plataforma',
    blocks: [
      'Te comprometes a usar la Plataforma de buena fe y conforme a la ley. En particular, no está permitido:',
      {
        list: [
          'Publicar servicios ilegales, engañosos o que no estés en condiciones de prestar.',
          'Suplantar la identidad de otra persona o crear cuentas con datos falsos.',
          'Publicar contenido ofensivo, discriminatorio o que infrinja derechos de terceros.',
          'Manipular calificaciones o reseñas, propias o ajenas.',
          'Intentar acceder sin autorización a sistemas o cuentas, o interferir con el funcionamiento de la Plataforma.',
          'Usar los datos de otros Usuarios para fines distintos de la prestación del servicio acordado.',
        ],
      },
    ],
  },
  {
    id: 'servicios-y-transacciones',
    title: 'Servicios y transacciones',
    blocks: [
      'Changas es una plataforma de intermediación: no presta los servicios publicados ni es empleadora de los Proveedores. El acuerdo por cada servicio se celebra directamente entre el Cliente y el Proveedor.',
      'Cada Proveedor define la descripción, el precio, las zonas en las que trabaja y su disponibilidad semanal, y es responsable de que esa información sea exacta.',
      'El Cliente envía una Solicitud para una fecha y un horario disponibles. La Solicitud queda pendiente hasta que el Proveedor la acepta o la rechaza indicando el motivo. Una vez prestado el servicio, el Proveedor lo marca como completado.',
      'El Proveedor es responsable de prestar el servicio con la calidad, la seguridad y las habilitaciones que su actividad requiera.',
    ],
  },
  {
    id: 'pagos-y-comisiones',
    title: 'Pagos y comisiones',
    blocks: [
      'Changas cobra al Proveedor una comisión del 5% sobre el valor total de cada servicio completado con éxito. Registrarse, publicar servicios y contratarlos no tiene costo.',
      'Para proteger a ambas partes, el pago del Cliente queda retenido hasta que el servicio se completa. Una vez completado, se libera al Proveedor con la comisión descontada.',
      'Los medios de pago aceptados son:',
      { list: ['Tarjetas de crédito y débito.', 'Transferencias bancarias.', 'Billeteras digitales.'] },
      'Los precios se expresan en pesos argentinos. Cada parte es responsable de las obligaciones impositivas que le correspondan.',
    ],
  },
  {
    id: 'resenas-y-calificaciones',
    title: 'Reseñas y calificaciones',
    blocks: [
      'Cuando un servicio se completa, el Cliente que lo solicitó puede calificarlo de 1 a 5 estrellas y dejar un comentario de entre 20 y 500 caracteres. Cada Usuario puede publicar una reseña por servicio.',
      'Las reseñas deben reflejar experiencias reales y expresarse con respeto. Changas puede moderar o retirar las que contengan insultos, datos personales, publicidad o información falsa.',
      'Cada servicio muestra el promedio de sus calificaciones. Los servicios con un promedio de 4 o más y al menos 3 reseñas reciben la insignia de líder.',
    ],
  },
  {
    id: 'limitacion-de-responsabilidad',
    title: 'Limitación de responsabilidad',
    blocks: [
      'Changas trabaja para prevenir abusos y retira el contenido que incumple estos términos, pero no garantiza la calidad, la seguridad ni la legalidad de los servicios publicados, ni la veracidad de la información que brindan los Usuarios.',
      'En la medida permitida por la ley, Changas no será responsable por los daños derivados de la relación entre Clientes y Proveedores, ni por interrupciones o fallas técnicas ajenas a su control. Nada de lo aquí dispuesto limita los derechos que la Ley 24.240 de Defensa del Consumidor reconoce a los usuarios.',
    ],
  },
  {
    id: 'modificaciones',
    title: 'Modificaciones',
    blocks: [
      'Podemos actualizar estos términos para reflejar cambios en la Plataforma o en la normativa. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son relevantes, te avisaremos por correo electrónico o mediante un aviso en la Plataforma.',
      'Si sigues usando Changas después de que los cambios entren en vigencia, se entenderá que los aceptas.',
    ],
  },
  {
    id: 'ley-aplicable-y-jurisdiccion',
    title: 'Ley aplicable y jurisdicción',
    blocks: [
      'Estos términos se rigen por las leyes de la República Argentina.',
      'Cualquier controversia se someterá a los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio del derecho de los consumidores a litigar ante los tribunales de su domicilio.',
    ],
  },
  {
    id: 'contacto',
    title: 'Contacto',
    blocks: ['Si tienes preguntas sobre estos términos, comunícate con nosotros:'],
    withContact: true,
  },
];
