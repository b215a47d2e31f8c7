import { RESET_TOKEN_TTL_MS } from '@changas/shared/contracts';
import { escapeHtml } from '@changas/shared/util';
import type { MailMessage } from '@changas/server/kernel/domain';

const HOURS = RESET_TOKEN_TTL_MS / 3_600_000;
const VALIDITY = `${HOURS} ${HOURS === 1 ? 'hora' : 'horas'}`;

/** The Spanish mail with the reset link, as plain text and as simple HTML. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hola ${name}:`,
    '',
    'Recibimos un pedido para restablecer la contraseña de tu cuenta de Changas. Para elegir una nueva, abre este enlace:',
    '',
    link,
    '',
    `El enlace es válido durante ${VALIDITY} y puede usarse una sola vez.`,
    'Si no pediste el cambio, ignora este correo: tu contraseña sigue siendo la misma.',
    '',
    'El equipo de Changas',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html><html lang="es-AR"><body style="font-family: Arial, sans-serif; color: #1f2937;">',
    `<p>Hola ${escapeHtml(name)}:</p>`,
    '<p>Recibimos un pedido para restablecer la contraseña de tu cuenta de Changas. Para elegir una nueva, abre este enlace:</p>',
    `<p><a href="${href}">Restablecer mi contraseña</a></p>`,
    `<p>Si el enlace no funciona, copia esta dirección en tu navegador:<br>${href}</p>`,
    `<p>El enlace es válido durante ${VALIDITY} y puede usarse una sola vez.</p>`,
    '<p>Si no pediste el cambio, ignora este correo: tu contraseña sigue siendo la misma.</p>',
    '<p>El equipo de Changas</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: 'Restablece tu contraseña de Changas', text, html, link };
}
