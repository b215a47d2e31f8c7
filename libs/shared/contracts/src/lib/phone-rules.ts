/** The phone field's rules and Spanish messages, without the parser (phone.ts), which is heavier. */

const rule = <T>(value: T, message: string) => ({ value, message }) as const;

export const PHONE_RULES = {
  minLength: rule(10, 'El teléfono debe tener entre 10 y 20 caracteres'),
  maxLength: rule(20, 'El teléfono debe tener entre 10 y 20 caracteres'),
  invalid: 'El teléfono no es válido',
  /** A local number alone ('2345-6789') cannot be dialled from elsewhere: it needs its area code. */
  areaCode: 'Incluí el código de área, por ejemplo 11 15-2345-6789',
  placeholder: '11 15-2345-6789',
  hint: 'Con código de área. Si es celular, con 15 o 9: así te pueden escribir por WhatsApp.',
  /** Told to a user whose own phone gives no WhatsApp link, where accepted turnos would show one. */
  mobileNeeded: 'Agregá un teléfono celular válido para que te contacten por WhatsApp',
} as const;
