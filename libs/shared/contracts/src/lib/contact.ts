/** Public contact details shown in the footer, the static pages and the help centre (placeholders). */
export const CONTACT = {
  email: 'hola@changas.com.ar',
  supportEmail: 'soporte@changas.com.ar',
  phone: '+54 11 5555-0100',
  city: 'Ciudad Autónoma de Buenos Aires, Argentina',
  supportHours: 'Lunes a viernes de 9:00 a 18:00',
} as const;
