import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { Public } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import {
  attachmentContentDisposition,
  isOverUploadSizeFlag,
  mediaTypeEssence,
  NO_OBJECT_GENERATION,
  parseStoragePath,
  safeContentType,
  STORAGE_DRIVER,
  type SignedTokenPayload,
  type StorageDriver,
  verifyToken,
} from '#integrations';

/** Largest upload the local endpoint accepts. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface UploadResult {
  path: string;
  size: number;
  /** Spec 001 §9: over 1,000,000 bytes. Informational; the upload is kept. */
  overSizeFlag: boolean;
}

const INVALID_LINK = 'This link is invalid or has expired';
export const USED_UPLOAD_LINK = 'This upload link was used already; ask for a new one';

/**
 * The targets of the local storage driver's signed URLs. Public because the signed token in the
 * path is the credential: it names one operation on one path until it expires.
 */
@Public()
@Controller('files')
export class FilesController {
  // Raw parser on this route only; the token is checked before any byte is read.
  private readonly readRawBody = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES, inflate: false });

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One upload per URL: the bytes are written only while the object is at the generation the URL was signed
   * against, once (the storage driver decides, so it holds across api replicas). A used URL, or one signed
   * before a file was uploaded and registered, answers 412 like Google's own precondition failure.
   */
  @Put(':token')
  @HttpCode(HttpStatus.CREATED)
  async upload(
    @Param('token') token: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadResult> {
    const { path, contentType, ifGeneration } = this.grant(token, 'upload');
    const signedType = mediaTypeEssence(contentType);
    if (!contentType || !signedType) throw new ForbiddenException({ error: INVALID_LINK });
    // Parameters such as charset may differ between clients; the media type itself must match.
    if (mediaTypeEssence(request.headers['content-type']) !== signedType) {
      throw new HttpException(
        { error: `Content-Type must be ${contentType} for this upload link` },
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    }
    const bytes = await this.readBody(request, response);
    if (bytes.length === 0) throw new BadRequestException({ error: 'The file is empty' });
    const written = await this.storage.putObjectIfGeneration(
      path,
      bytes,
      contentType,
      ifGeneration ?? NO_OBJECT_GENERATION,
    );
    if (!written) {
      throw new HttpException({ error: USED_UPLOAD_LINK }, HttpStatus.PRECONDITION_FAILED);
    }
    return { path, size: bytes.length, overSizeFlag: isOverUploadSizeFlag(bytes.length) };
  }

  @Get(':token')
  async download(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const grant = this.grant(token, 'download');
    const object = await this.storage.getObject(grant.path);
    if (!object) throw new NotFoundException({ error: 'File not found' });
    // Never rendered by the browser: attachment, no sniffing, sandboxed, and no HTML/SVG/JS type.
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', safeContentType(object.contentType, object.bytes));
    response.setHeader('Content-Disposition', attachmentContentDisposition(grant.fileName ?? fileNameOf(grant.path)));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(object.bytes);
  }

  private grant(token: string, op: SignedTokenPayload['op']): SignedTokenPayload {
    const payload = verifyToken(this.config.SIGNING_SECRET, token);
    if (!payload || payload.op !== op || !parseStoragePath(payload.path)) {
      throw new ForbiddenException({ error: INVALID_LINK });
    }
    return payload;
  }

  private readBody(request: Request, response: Response): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.readRawBody(request, response, (error?: unknown) => {
        if (error) return reject(bodyError(error));
        const body: unknown = request.body;
        if (body === undefined) return resolve(Buffer.alloc(0)); // no body sent at all
        if (Buffer.isBuffer(body)) return resolve(body);
        // The app-wide JSON/urlencoded parsers ran first and consumed the bytes.
        reject(
          new HttpException(
            { error: 'This content type cannot be uploaded as is; sign the upload as application/octet-stream' },
            HttpStatus.UNSUPPORTED_MEDIA_TYPE,
          ),
        );
      });
    });
  }
}

/** Maps body-parser's client errors (too large, compressed, aborted) to JSON answers; anything else stays a 500. */
function bodyError(error: unknown): unknown {
  const { status, type, message } = error as { status?: unknown; type?: unknown; message?: unknown };
  if (type === 'entity.too.large') {
    return new HttpException({ error: 'The file is larger than 25 MB' }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpException({ error: typeof message === 'string' ? message : 'Bad upload' }, status);
  }
  return error;
}

function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
