import { Body, Controller, Delete, Get, Param, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RateEntry } from '@homewise/contracts';
import { CurrentUser, Roles } from '../common/access.decorators.js';
import { requestSource } from '../common/request-source.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { ParseIdPipe } from '../common/ids.js';
import { MessageDto } from '../common/message.dto.js';
import { CreateRateEntryDto, RateEntryDto, UpdateRateEntryDto } from './rate-entry.dto.js';
import { RatesService } from './rates.service.js';

@ApiTags('rates')
@ApiCookieAuth()
@Controller('rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  @Get()
  @ApiOperation({ summary: 'Stored rate entries, one per loan type (any signed-in user).' })
  @ApiOkResponse({ type: [RateEntryDto] })
  list(): Promise<RateEntry[]> {
    return this.rates.list();
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: add the rate of a loan type (409 if it has one).' })
  @ApiCreatedResponse({ type: RateEntryDto })
  create(@Body() body: CreateRateEntryDto, @CurrentUser() admin: UserEntity, @Req() request: FastifyRequest): Promise<RateEntry> {
    return this.rates.create(body, { id: admin.id, ...requestSource(request) });
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: change a rate entry.' })
  @ApiOkResponse({ type: RateEntryDto })
  update(
    @Param('id', new ParseIdPipe('Rate entry')) id: string,
    @Body() body: UpdateRateEntryDto,
    @CurrentUser() admin: UserEntity,
    @Req() request: FastifyRequest,
  ): Promise<RateEntry> {
    return this.rates.update(id, body, { id: admin.id, ...requestSource(request) });
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: delete a rate entry.' })
  @ApiOkResponse({ type: MessageDto })
  async remove(
    @Param('id', new ParseIdPipe('Rate entry')) id: string,
    @CurrentUser() admin: UserEntity,
    @Req() request: FastifyRequest,
  ): Promise<MessageDto> {
    await this.rates.remove(id, { id: admin.id, ...requestSource(request) });
    return { message: 'Rate entry deleted.' };
  }
}
