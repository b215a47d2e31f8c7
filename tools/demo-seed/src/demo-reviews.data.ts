import type { DemoUserKey } from './demo-users.data';

/** A review of the demo: a client who completed the service (demo-appointments.data.ts) rates it. */
export interface DemoReview {
  readonly client: DemoUserKey;
  readonly service: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly comment: string;
}

/**
 * A spread of ratings: five services earn the leader badge (3 or more reviews averaging 4 or more),
 * others fall short by count or by average. The demo account reviews one service and leaves its
 * completed gardening request unreviewed, to rate it from /my-requests.
 */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    client: 'diego',
    service: 'Limpieza profunda de hogares',
    rating: 5,
    comment: 'Dejaron la casa impecable, hasta los azulejos de la cocina. Muy puntuales y amables.',
  },
  {
    client: 'laura',
    service: 'Limpieza profunda de hogares',
    rating: 5,
    comment: 'Excelente trabajo después de la mudanza. Trajeron todos los productos y fueron muy prolijos.',
  },
  {
    client: 'carla',
    service: 'Limpieza profunda de hogares',
    rating: 4,
    comment: 'Muy buena limpieza, tardaron un poco más de lo acordado pero el resultado valió la pena.',
  },
  {
    client: 'valeria',
    service: 'Viandas saludables semanales',
    rating: 5,
    comment: 'Riquísimas y bien porcionadas. Me salvaron la semana de trabajo, ya pedí para la próxima.',
  },
  {
    client: 'martin',
    service: 'Viandas saludables semanales',
    rating: 4,
    comment: 'Buena variedad de menús y llegaron a horario. Le pondría un poco más de sal a las verduras.',
  },
  {
    client: 'diego',
    service: 'Viandas saludables semanales',
    rating: 4,
    comment: 'Comida casera de verdad y envases que se pueden calentar. Muy recomendable.',
  },
  {
    client: 'martin',
    service: 'Electricista matriculado',
    rating: 5,
    comment: 'Cambió el tablero completo y me explicó todo. Dejó el certificado firmado ese mismo día.',
  },
  {
    client: 'sofia',
    service: 'Electricista matriculado',
    rating: 4,
    comment: 'Resolvió un corte que nadie encontraba. Llegó media hora tarde, pero avisó con tiempo.',
  },
  {
    client: 'pablo',
    service: 'Electricista matriculado',
    rating: 5,
    comment: 'Muy profesional, presupuesto claro y sin sorpresas. Instaló los disyuntores en una mañana.',
  },
  {
    client: 'valeria',
    service: 'Electricista matriculado',
    rating: 4,
    comment: 'Buen trabajo con las luces del patio. Dejó todo limpio y ordenado al terminar.',
  },
  {
    client: 'laura',
    service: 'Clases de yoga para principiantes',
    rating: 5,
    comment: 'Clases tranquilas y muy bien explicadas. Ideal si nunca hiciste yoga, como yo.',
  },
  {
    client: 'carla',
    service: 'Clases de yoga para principiantes',
    rating: 5,
    comment: 'Valeria tiene mucha paciencia y corrige cada postura. Salgo renovada de cada clase.',
  },
  {
    client: 'sofia',
    service: 'Clases de yoga para principiantes',
    rating: 4,
    comment: 'Me gustaron mucho las clases. El espacio es algo chico cuando somos muchos.',
  },
  {
    client: 'carla',
    service: 'Kinesiología y rehabilitación a domicilio',
    rating: 5,
    comment: 'Después de la operación de rodilla fue clave tener sesiones en casa. Súper atenta.',
  },
  {
    client: 'pablo',
    service: 'Kinesiología y rehabilitación a domicilio',
    rating: 5,
    comment: 'Me ayudó muchísimo con el dolor de espalda. Ejercicios claros para hacer entre sesiones.',
  },
  {
    client: 'martin',
    service: 'Kinesiología y rehabilitación a domicilio',
    rating: 4,
    comment: 'Muy buena profesional. Los horarios son algo limitados, hay que reservar con tiempo.',
  },
  {
    client: 'laura',
    service: 'Plomería y destapaciones urgentes',
    rating: 2,
    comment: 'Destapó la cañería, pero a los dos días volvió el problema y tuve que llamar de nuevo.',
  },
  {
    client: 'carla',
    service: 'Plomería y destapaciones urgentes',
    rating: 4,
    comment: 'Vino el mismo día por una pérdida en el baño. Rápido y con precio razonable.',
  },
  {
    client: 'sofia',
    service: 'Plomería y destapaciones urgentes',
    rating: 3,
    comment: 'Cumplió con el arreglo, aunque dejó bastante desorden en el lavadero.',
  },
  {
    client: 'martin',
    service: 'Fletes y mudanzas pequeñas',
    rating: 4,
    comment: 'Cuidaron los muebles y cargaron todo en menos de una hora. Buen precio.',
  },
  {
    client: 'laura',
    service: 'Fletes y mudanzas pequeñas',
    rating: 3,
    comment: 'El traslado estuvo bien, pero llegaron tarde y no avisaron. Una silla quedó rayada.',
  },
  {
    client: 'demo',
    service: 'Clases de inglés para adultos',
    rating: 5,
    comment: 'Clases dinámicas y muy prácticas. En pocas semanas me animé a hablar en reuniones de trabajo.',
  },
  {
    client: 'sofia',
    service: 'Paseo y cuidado de perros',
    rating: 4,
    comment: 'Mi perro vuelve feliz y cansado. Me manda fotos durante el paseo, un detalle genial.',
  },
  {
    client: 'martin',
    service: 'Paseo y cuidado de perros',
    rating: 5,
    comment: 'Súper responsable con los horarios y muy cariñosa con los animales. La recomiendo.',
  },
  {
    client: 'pablo',
    service: 'Instalación de paneles solares',
    rating: 3,
    comment: 'La instalación funciona bien, pero la obra se demoró una semana más de lo prometido.',
  },
];
