import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Controller, Get, HttpException, HttpStatus, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { authorizedUserNotFound, Principal, Public } from '#access';
import { csvLines, ExportsService } from '#domain/exports';
import { UsersService } from '#domain/users';
import { attachmentContentDisposition } from '#integrations';
import { ExportLinks } from './export-links.service.js';
import { exportListDeclaration } from './export-rules.js';

export const USED_EXPORT_LINK = 'This export link was used or has expired; export the list again';

/**
 * GET /exports/download?token=…: the CSV of a list, streamed one keyset page at a time. Public to the guard
 * because a browser download carries no bearer token: the single-use token from createExportLink names the
 * user, organization, list and filters, and the user's access is read again now (a role taken away since
 * the link was made is no longer honoured).
 */
@Public()
@Controller('exports')
export class ExportsController {
  private readonly logger = new Logger('Exports');

  constructor(
    @Inject(ExportLinks) private readonly links: ExportLinks,
    @Inject(ExportsService) private readonly exports: ExportsService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  @Get('download')
  async download(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    response.set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    // Express answers HEAD with the GET handler; a HEAD (a link checker) must not use the link up.
    if (request.method !== 'GET') {
      response.status(HttpStatus.METHOD_NOT_ALLOWED).set('allow', 'GET').end();
      return;
    }
    const grant = await this.links.redeem(typeof token === 'string' ? token : undefined);
    if (!grant) {
      this.logger.warn(`Export link refused (unknown, used or expired) from ${request.ip}`);
      throw new HttpException({ error: USED_EXPORT_LINK }, HttpStatus.UNAUTHORIZED);
    }
    const subject = await this.users.accessSubject(grant.userId);
    if (!subject) throw authorizedUserNotFound();
    const principal = Principal.forSession(subject, grant.organizationId).inOrganization(grant.organizationId);
    principal.assertSatisfies(exportListDeclaration(grant.request.list));
    const { table, mayReadPhi } = this.exports.open(principal, grant.request);
    const lines = csvLines(table, mayReadPhi);
    // The header and the first page are read before answering, so a refusal is an error status, not a cut file.
    const header = await lines.next();
    const first = await lines.next();
    response.status(HttpStatus.OK).set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentContentDisposition(table.fileName),
      'x-content-type-options': 'nosniff',
    });
    async function* body(): AsyncGenerator<string> {
      if (!header.done) yield header.value;
      if (first.done) return;
      yield first.value;
      yield* lines;
    }
    this.logger.log(`Export ${grant.request.list} started for user ${grant.userId}`);
    await pipeline(Readable.from(body()), response).catch((error: unknown) => {
      // Headers are sent: the client sees a cut download; the reason is logged without any row's content.
      this.logger.error(`Export ${grant.request.list} stopped: ${(error as Error).message}`);
      response.destroy();
    });
  }
}
