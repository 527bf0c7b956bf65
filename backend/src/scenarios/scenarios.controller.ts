import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedOffer } from '@homewise/contracts';
import { CurrentUser } from '../common/access.decorators.js';
import { ParseIdPipe } from '../common/ids.js';
import { MessageDto } from '../common/message.dto.js';
import type { UserEntity } from '../identity/users/user.entity.js';
import { CreateScenarioDto, ScenarioDto, UpdateScenarioDto } from './scenario.dto.js';
import { ScenariosService } from './scenarios.service.js';

@ApiTags('scenarios')
@ApiCookieAuth()
@Controller('scenarios')
export class ScenariosController {
  constructor(private readonly scenarios: ScenariosService) {}

  @Get()
  @ApiOperation({ summary: 'The user’s saved refinance offers, oldest first (at most 3).' })
  @ApiOkResponse({ type: [ScenarioDto] })
  list(@CurrentUser() user: UserEntity): Promise<SavedOffer[]> {
    return this.scenarios.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Save a refinance offer (409 when 3 are saved).' })
  @ApiCreatedResponse({ type: ScenarioDto })
  create(@CurrentUser() user: UserEntity, @Body() body: CreateScenarioDto): Promise<SavedOffer> {
    return this.scenarios.create(user.id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a saved offer.' })
  @ApiOkResponse({ type: ScenarioDto })
  update(@CurrentUser() user: UserEntity, @Param('id', new ParseIdPipe('Offer')) id: string, @Body() body: UpdateScenarioDto): Promise<SavedOffer> {
    return this.scenarios.update(user.id, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a saved offer.' })
  @ApiOkResponse({ type: MessageDto })
  async remove(@CurrentUser() user: UserEntity, @Param('id', new ParseIdPipe('Offer')) id: string): Promise<MessageDto> {
    await this.scenarios.remove(user.id, id);
    return { message: 'Offer deleted.' };
  }
}
