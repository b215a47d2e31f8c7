import { CONTACT } from '@changas/shared/contracts';

export const FAQ_CATEGORIES = ['General', 'Usuarios', 'Proveedores', 'Pagos', 'Cuenta'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** A help-centre question (spec section 3, "FAQ item"). */
export interface FaqItem {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The 12 questions of the help centre, in the order they are shown. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    category: 'General',
    question: '¿Qué es Changas?',
    answer:
      'Changas es una plataforma argentina que conecta a personas que necesitan un servicio con profesionales y trabajadores independientes de su zona: limpieza, plomería, electricidad, clases particulares, cuidado de mascotas y mucho más.',
  },
  {
    category: 'General',
    question: '¿En qué zonas del país funciona Changas?',
    answer:
      'En toda la Argentina. Cada profesional indica las provincias y localidades donde trabaja, así que puedes filtrar los servicios por provincia y localidad para ver solo los de tu zona.',
  },
  {
    category: 'General',
    question: '¿Cómo me comunico con el equipo de soporte?',
    answer: `Nuestro chat en vivo y nuestra línea telefónica (${CONTACT.phone}) atienden de lunes a viernes de 9:00 a 18:00. También puedes escribirnos a ${CONTACT.supportEmail}: respondemos en menos de 24 horas.`,
  },
  {
    category: 'Usuarios',
    question: '¿Cómo contrato un servicio?',
    answer:
      'Busca lo que necesitas, compara descripciones, precios y calificaciones, elige una fecha y un horario disponibles y envía tu solicitud. El profesional la acepta o la rechaza, y puedes seguir su estado en «Mis solicitudes».',
  },
  {
    category: 'Usuarios',
    question: '¿Cómo califico un servicio que recibí?',
    answer:
      'Cuando el profesional marca el servicio como completado, puedes calificarlo de 1 a 5 estrellas y dejar un comentario de entre 20 y 500 caracteres. Tu reseña ayuda a otras personas a elegir con confianza.',
  },
  {
    category: 'Proveedores',
    question: '¿Cómo publico mis servicios?',
    answer:
      'Cualquier persona con una cuenta puede ofrecer servicios. Entra en «Ofrecer Servicio», describe lo que haces, define el precio, las zonas donde trabajas y tu disponibilidad semanal, y tu servicio quedará publicado.',
  },
  {
    category: 'Proveedores',
    question: '¿Cómo gestiono las solicitudes que recibo?',
    answer:
      'En «Solicitudes recibidas» ves cada pedido con su fecha y horario. Puedes aceptarlo o rechazarlo indicando el motivo y, una vez realizado el trabajo, marcarlo como completado.',
  },
  {
    category: 'Pagos',
    question: '¿Qué medios de pago aceptan?',
    answer: 'Puedes pagar con tarjetas de crédito y débito, transferencias bancarias y billeteras digitales.',
  },
  {
    category: 'Pagos',
    question: '¿Cuánto cobra Changas de comisión?',
    answer:
      'Changas cobra al proveedor una comisión del 5% sobre el valor total de cada servicio completado con éxito, que se descuenta del pago que recibe. Registrarse, publicar y contratar servicios no tiene costo.',
  },
  {
    category: 'Pagos',
    question: '¿Cuándo recibe el pago el profesional?',
    answer:
      'Para proteger a ambas partes, el pago queda retenido hasta que el servicio se completa. Recién entonces se libera al profesional, con la comisión ya descontada.',
  },
  {
    category: 'Cuenta',
    question: '¿Cómo creo una cuenta?',
    answer:
      'Elige «Registrarse», completa tu nombre, correo electrónico, provincia y localidad, y crea una contraseña de 8 a 16 caracteres con al menos una mayúscula y un número. Con la misma cuenta puedes contratar y ofrecer servicios.',
  },
  {
    category: 'Cuenta',
    question: 'Olvidé mi contraseña, ¿cómo la recupero?',
    answer:
      'En la pantalla de inicio de sesión elige «¿Olvidaste tu contraseña?» e ingresa tu correo electrónico. Te enviaremos un enlace para crear una nueva contraseña, válido durante una hora y por un solo uso.',
  },
];
