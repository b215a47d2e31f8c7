import { CONTACT } from '@changas/shared/contracts';
import type { LegalSection } from '../legal/legal.types';

export const PRIVACY_LAST_UPDATED = '2026-11-01';

export const PRIVACY_INTRO =
  'Qué datos personales recopilamos, para qué los usamos y qué derechos tienes sobre ellos, conforme a la Ley 25.326 de Protección de Datos Personales.';

/** The sections of the privacy policy, in order (spec section 2, "Static pages"). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'informacion-que-recopilamos',
    title: 'Información que recopilamos',
    blocks: [
      'Recopilamos los datos que nos das al registrarte y al usar tu cuenta:',
      {
        list: [
          {
            term: 'Datos de la cuenta',
            text: 'nombre, correo electrónico y contraseña, que nunca guardamos en texto plano.',
          },
          { term: 'Datos de contacto y ubicación', text: 'teléfono, provincia y localidad.' },
          {
            term: 'Servicios que publicas',
            text: 'descripción, precio, zonas de trabajo, disponibilidad e imágenes.',
          },
          { term: 'Actividad', text: 'solicitudes de turno, favoritos, calificaciones y reseñas.' },
        ],
      },
      'También registramos datos técnicos que se generan al usar la Plataforma, como la dirección IP, el tipo de navegador y dispositivo, y la fecha y hora de acceso, en parte mediante cookies.',
    ],
  },
  {
    id: 'uso-de-la-informacion',
    title: 'Uso de la información',
    blocks: [
      'Usamos tus datos para:',
      {
        list: [
          'Crear y administrar tu cuenta, y mantenerla segura.',
          'Mostrar tus servicios y conectar a Clientes con Proveedores de su zona.',
          'Gestionar solicitudes, turnos, calificaciones y reseñas.',
          'Enviarte avisos sobre tu actividad, como cambios en tus solicitudes o la recuperación de tu contraseña.',
          'Responder tus consultas de soporte.',
          'Mejorar la Plataforma, prevenir fraudes y cumplir obligaciones legales.',
        ],
      },
      'No vendemos tus datos personales.',
    ],
  },
  {
    id: 'compartir-informacion',
    title: 'Compartir información',
    blocks: [
      'Compartimos solo lo necesario para que cada servicio se concrete: cuando envías una solicitud, el Proveedor ve tu nombre y los datos del turno; cuando publicas un servicio, tu nombre, teléfono, localidad y provincia quedan visibles para los demás Usuarios.',
      'Además, podemos compartir datos con:',
      {
        list: [
          'Proveedores tecnológicos que nos ayudan a operar la Plataforma (alojamiento, envío de correos, análisis), bajo acuerdos de confidencialidad y solo para esos fines.',
          'Autoridades públicas, cuando la ley lo exija o medie una orden judicial.',
        ],
      },
    ],
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    blocks: [
      'Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas protegidas con algoritmos de hash robustos, acceso restringido a la información y controles contra intentos de acceso indebido.',
      'Ningún sistema es infalible. Si detectamos un incidente de seguridad que afecte tus datos, te lo informaremos y tomaremos las medidas necesarias para contenerlo.',
    ],
  },
  {
    id: 'tus-derechos',
    title: 'Tus derechos',
    blocks: [
      `De acuerdo con la Ley 25.326 de Protección de Datos Personales, puedes acceder a tus datos, pedir que se rectifiquen o actualicen y solicitar su supresión cuando corresponda. Muchos de ellos puedes modificarlos desde «Mi Perfil»; para lo demás, escríbenos a ${CONTACT.email}.`,
      'Respondemos los pedidos de acceso dentro de los 10 días corridos, y los de rectificación, actualización o supresión dentro de los 5 días hábiles.',
      'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a ellos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto, conforme lo establecido en el artículo 14, inciso 3, de la Ley 25.326.',
      'La Agencia de Acceso a la Información Pública (AAIP), en su carácter de órgano de control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      'Usamos cookies y tecnologías similares, como el almacenamiento local del navegador: pequeños archivos que el sitio guarda en tu dispositivo. Son de cuatro tipos:',
      {
        list: [
          {
            term: 'Esenciales',
            text: 'hacen funcionar el sitio, por ejemplo para mantener tu sesión iniciada y proteger tu cuenta. Sin ellas la Plataforma no funciona, por eso no pueden desactivarse.',
          },
          {
            term: 'Funcionales',
            text: 'recuerdan tus preferencias, como tus servicios favoritos o la provincia que elegiste, para que no tengas que volver a indicarlas.',
          },
          {
            term: 'Analíticas',
            text: 'nos permiten saber, de forma agregada y sin identificarte, cómo se usa la Plataforma (qué páginas se visitan y durante cuánto tiempo) para mejorarla.',
          },
          {
            term: 'Publicitarias',
            text: 'sirven para mostrarte anuncios relacionados con tus intereses, dentro y fuera de Changas, y para medir su efectividad.',
          },
        ],
      },
      'Puedes bloquear o eliminar las cookies desde la configuración de tu navegador. Si bloqueas las esenciales, algunas funciones, como iniciar sesión, dejarán de funcionar.',
    ],
  },
  {
    id: 'retencion-de-datos',
    title: 'Retención de datos',
    blocks: [
      'Conservamos tus datos mientras tu cuenta esté activa y durante el tiempo necesario para prestarte el servicio.',
      'Si pides la baja de tu cuenta, eliminaremos o anonimizaremos tus datos personales, salvo los que debamos conservar para cumplir obligaciones legales o fiscales, o para atender reclamos, durante los plazos que fija la ley. Las reseñas publicadas pueden mantenerse de forma anónima para preservar la confiabilidad de las calificaciones.',
    ],
  },
  {
    id: 'cambios-en-esta-politica',
    title: 'Cambios en esta política',
    blocks: [
      'Podemos actualizar esta política. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son importantes, te lo informaremos por correo electrónico o mediante un aviso en la Plataforma.',
    ],
  },
  {
    id: 'contacto',
    title: 'Contacto',
    blocks: ['Para consultas sobre privacidad o para ejercer tus derechos, escríbenos o llámanos:'],
    withContact: true,
  },
];
