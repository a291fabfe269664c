import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { AppError, ErrorCode } from '#access';

const HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.INVALID_AUTHORIZATION]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.AUTHORIZED_USER_NOT_FOUND]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ErrorCode.ILLEGAL_STATE]: HttpStatus.CONFLICT,
  [ErrorCode.ALREADY_EXISTS]: HttpStatus.CONFLICT,
  [ErrorCode.FORBIDDEN]: HttpStatus.FORBIDDEN,
  [ErrorCode.BAD_USER_INPUT]: HttpStatus.BAD_REQUEST,
  [ErrorCode.TOO_MANY_REQUESTS]: HttpStatus.TOO_MANY_REQUESTS,
};

/** AppError on plain HTTP routes answers its status and code; GraphQL formats it itself. */
@Catch(AppError)
export class AppErrorFilter implements ExceptionFilter {
  catch(error: AppError, host: ArgumentsHost): AppError | void {
    if (host.getType<string>() !== 'http') return error;
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(HTTP_STATUS[error.code])
      .json({ error: error.message, code: error.code });
  }
}
