import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { attachmentContentDisposition } from '#integrations';
import { CaseDownloadRule, CaseDownloadService } from '#domain/case-download';

/** GET with the bearer token: the case's PDF and its files in one ZIP, always as a download. */
@Controller('cases')
export class CaseDownloadController {
  constructor(@Inject(CaseDownloadService) private readonly downloads: CaseDownloadService) {}

  @Get(':caseId/download')
  @AllowedFor(CaseDownloadRule)
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('caseId') caseId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { fileName, bytes } = await this.downloads.zip(principal, caseId);
    response
      .status(200)
      .set({
        'content-type': 'application/zip',
        'content-disposition': attachmentContentDisposition(fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      })
      .send(bytes);
  }
}
