import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../users/user.entity.js';
import { requestSource } from '../../common/request-source.js';
import { AuthService } from './auth.service.js';

/** Email + password through @nestjs/passport (no passport session: ours is server-side). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: FastifyRequest, email: string, password: string): Promise<UserEntity> {
    return this.auth.validateLogin(email.trim().toLowerCase(), password, requestSource(request), request);
  }
}
