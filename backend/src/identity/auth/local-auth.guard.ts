import { BadRequestException, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationSentence } from '../../common/validation.js';
import { LoginDto } from './auth.dto.js';

/**
 * Guards run before pipes, so the login body is validated here first: a missing email answers
 * 400 "Email is required." instead of passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ body: unknown }>();
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    const errors = await validate(plainToInstance(LoginDto, body), { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) throw new BadRequestException(validationSentence(errors));
    return (await super.canActivate(context)) as boolean;
  }
}
