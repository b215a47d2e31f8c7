import {
  type ApiFailure,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldErrors,
} from '@changas/shared/contracts';

const CODE_BY_STATUS: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'COMMON.BAD_REQUEST',
  401: 'COMMON.UNAUTHENTICATED',
  403: 'COMMON.FORBIDDEN',
  404: 'COMMON.NOT_FOUND',
  408: 'COMMON.REQUEST_TIMEOUT',
  413: 'COMMON.PAYLOAD_TOO_LARGE',
  414: 'COMMON.URI_TOO_LONG',
  415: 'COMMON.UNSUPPORTED_MEDIA_TYPE',
  429: 'COMMON.RATE_LIMITED',
  431: 'COMMON.HEADERS_TOO_LARGE',
};

/** The generic code of an HTTP error status; a status without one is a bad request or an internal error. */
export const codeOfStatus = (status: number): ErrorCode =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? 'COMMON.INTERNAL' : 'COMMON.BAD_REQUEST');

/** The failure envelope of a code: its Spanish text from the catalogue and, for validation, the fields' messages. */
export const failureBody = (code: ErrorCode, fieldErrors?: FieldErrors): ApiFailure => ({
  success: false,
  error: ERROR_CATALOGUE[code].message,
  code,
  ...(fieldErrors && { errors: fieldErrors }),
});
