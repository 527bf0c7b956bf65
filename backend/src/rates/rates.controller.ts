import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RateEntry } from '@homewise/contracts';
import { Roles } from '../common/access.decorators.js';
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
  create(@Body() body: CreateRateEntryDto): Promise<RateEntry> {
    return this.rates.create(body);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: change a rate entry.' })
  @ApiOkResponse({ type: RateEntryDto })
  update(@Param('id', new ParseIdPipe('Rate entry')) id: string, @Body() body: UpdateRateEntryDto): Promise<RateEntry> {
    return this.rates.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Admin: delete a rate entry.' })
  @ApiOkResponse({ type: MessageDto })
  async remove(@Param('id', new ParseIdPipe('Rate entry')) id: string): Promise<MessageDto> {
    await this.rates.remove(id);
    return { message: 'Rate entry deleted.' };
  }
}
