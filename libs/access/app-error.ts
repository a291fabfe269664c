import { IntrinsicException } from '@nestjs/common';

/** Error codes clients act on (spec 001 §8, plus FORBIDDEN and BAD_USER_INPUT). */
export enum ErrorCode {
  INVALID_AUTHORIZATION = 'INVALID_AUTHORIZATION',
  AUTHORIZED_USER_NOT_FOUND = 'AUTHORIZED_USER_NOT_FOUND',
  NOT_FOUND = 'NOT_FOUND',
  ILLEGAL_STATE = 'ILLEGAL_STATE',
  ALREADY_EXISTS = 'ALREADY_EXISTS',
  FORBIDDEN = 'FORBIDDEN',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}

/**
 * An expected failure whose message is safe to show; anything else is an internal error.
 * Intrinsic, so Nest does not log it as an unhandled exception: it is an answer, not a fault.
 */
export class AppError extends IntrinsicException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found'): AppError => new AppError(ErrorCode.NOT_FOUND, message);
export const forbidden = (message: string): AppError => new AppError(ErrorCode.FORBIDDEN, message);
export const badInput = (message: string, field?: string): AppError =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, field ? { field } : undefined);
export const illegalState = (message: string): AppError => new AppError(ErrorCode.ILLEGAL_STATE, message);
export const alreadyExists = (message: string): AppError => new AppError(ErrorCode.ALREADY_EXISTS, message);
export const invalidAuthorization = (message = 'Invalid or expired authorization token'): AppError =>
  new AppError(ErrorCode.INVALID_AUTHORIZATION, message);
export const authorizedUserNotFound = (): AppError =>
  new AppError(ErrorCode.AUTHORIZED_USER_NOT_FOUND, 'Authorized user not found');

/** The one message used for every organization the caller may not act in (spec 000 §6). */
export const NO_ORGANIZATION_ACCESS_MESSAGE = "You don't have access to this organization";
