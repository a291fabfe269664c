import { Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service.js';

/** One rate limiter (and one Redis connection) for every module that limits public operations. */
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
