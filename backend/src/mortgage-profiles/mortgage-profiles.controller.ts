import { Body, Controller, Get, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MortgageProfile } from '@homewise/contracts';
import { CurrentUser, SessionCheckedInQuery } from '../common/access.decorators.js';
import { sessionTokenOf } from '../identity/sessions/session-cookie.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ParseIdPipe } from '../common/ids.js';
import { AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import {
  MortgageProfileDto,
  MortgageProfileInputDto,
  UpdateLoanDetailsDto,
  UpdatePropertyValuesDto,
} from './mortgage-profile.dto.js';
import { MortgageProfilesService } from './mortgage-profiles.service.js';

@ApiTags('mortgage-profile')
@ApiCookieAuth()
@Controller('mortgage-profile')
export class MortgageProfilesController {
  constructor(
    private readonly profiles: MortgageProfilesService,
    private readonly config: AppConfig,
  ) {}

  // Answered without Nest's router around it (profile-read-route.ts): keep it free of roles,
  // guards, interceptors and pipes, or the app refuses to start.
  @Get()
  @SessionCheckedInQuery()
  @ApiOperation({ summary: 'The signed-in user’s mortgage profile, or JSON null when there is none.' })
  @ApiOkResponse({ type: MortgageProfileDto })
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const token = sessionTokenOf(request, this.config);
    const json = token ? await this.profiles.findJsonForSession(token) : undefined;
    if (json === undefined) throw new DomainError('NOT_SIGNED_IN');
    // Postgres wrote the JSON (mortgage-profile.mapper.ts), `null` included, which Fastify would
    // send as an empty body from a value.
    void reply.header('content-type', 'application/json; charset=utf-8').send(json);
  }

  @Post()
  @ApiOperation({ summary: 'Create the user’s one primary mortgage profile (409 if it exists).' })
  @ApiCreatedResponse({ type: MortgageProfileDto })
  create(@CurrentUser() user: UserEntity, @Body() body: MortgageProfileInputDto): Promise<MortgageProfile> {
    return this.profiles.create(user.id, body);
  }

  // Declared before ':id' so "property" is not taken for an id.
  @Patch('property')
  @ApiOperation({ summary: 'Dashboard property edit: purchase price and current home value.' })
  @ApiOkResponse({ type: MortgageProfileDto })
  updateProperty(@CurrentUser() user: UserEntity, @Body() body: UpdatePropertyValuesDto): Promise<MortgageProfile> {
    return this.profiles.updateProperty(user.id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Update any fields of the profile (profile, equity and balance edits).' })
  @ApiOkResponse({ type: MortgageProfileDto })
  update(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Mortgage profile')) id: string,
    @Body() body: MortgageProfileInputDto,
  ): Promise<MortgageProfile> {
    return this.profiles.update(user.id, id, body);
  }

  @Patch(':id/loan')
  @ApiOperation({ summary: 'Dashboard loan edit: type, amount, rate, term, first payment date, payment.' })
  @ApiOkResponse({ type: MortgageProfileDto })
  updateLoan(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Mortgage profile')) id: string,
    @Body() body: UpdateLoanDetailsDto,
  ): Promise<MortgageProfile> {
    return this.profiles.update(user.id, id, body);
  }
}
