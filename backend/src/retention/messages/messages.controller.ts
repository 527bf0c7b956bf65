import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { REFINANCE_TERM_YEARS } from '@homewise/finance';
import {
  CLIENT_MESSAGE_MAX_LENGTH,
  type ClientMessage,
  type ClientMessageList,
  type RefinanceScenarioInput,
  type SendClientMessageRequest,
  type SendClientMessageResponse,
} from '@homewise/contracts';
import { CurrentUser, Roles } from '../../common/access.decorators.js';
import { Trim } from '../../common/dto.js';
import { PageLimitField, PageOffsetField } from '../../common/fields.js';
import { ParseIdPipe } from '../../common/ids.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { MessagesService } from './messages.service.js';

class ScenarioDto implements RefinanceScenarioInput {
  @ApiProperty({ example: 0.0625 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The new rate must be a number (a fraction: 0.0625 for 6.25%).' })
  @Min(0.001, { message: 'The new rate must be between 0.1% and 25%.' })
  @Max(0.25, { message: 'The new rate must be between 0.1% and 25%.' })
  newRate: number;

  @ApiProperty({ enum: REFINANCE_TERM_YEARS })
  @IsIn(REFINANCE_TERM_YEARS as unknown as number[], { message: `The new term must be one of ${REFINANCE_TERM_YEARS.join(', ')} years.` })
  newTermYears: number;

  @ApiProperty({ example: 5000 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Closing costs must be a number.' })
  @Min(0, { message: 'Closing costs must be between $0 and $1,000,000.' })
  @Max(1_000_000, { message: 'Closing costs must be between $0 and $1,000,000.' })
  closingCosts: number;

  @ApiProperty()
  @IsBoolean({ message: 'rollClosingCosts must be true or false.' })
  rollClosingCosts: boolean;
}

class SendMessageDto implements SendClientMessageRequest {
  @ApiProperty({ maxLength: CLIENT_MESSAGE_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'The message must be text.' })
  @IsNotEmpty({ message: 'Write a message first.' })
  @MaxLength(CLIENT_MESSAGE_MAX_LENGTH, { message: `The message must be at most ${CLIENT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters long.` })
  message: string;

  @ApiPropertyOptional({ type: ScenarioDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScenarioDto)
  scenario?: ScenarioDto;
}

class MessagesQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'clientId must be a client id.' }) clientId?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)) @IsBoolean({ message: 'unread must be true or false.' }) unread?: boolean;
  @PageLimitField(200, 50) limit?: number;
  @PageOffsetField() offset?: number;
}

class UpdateMessageDto {
  @ApiProperty() @IsBoolean({ message: 'read must be true or false.' }) read: boolean;
}

/** "Ask <officer>" and "Send this scenario" from the homeowner's side. */
@ApiTags('user')
@ApiCookieAuth()
@Controller('user/loan-officer/messages')
export class ClientMessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @ApiOperation({ summary: 'Send a message (or a Cut My Costs scenario) to your loan officer: mailed to them and listed on their Clients page.' })
  send(@CurrentUser() user: UserEntity, @Body() body: SendMessageDto): Promise<SendClientMessageResponse> {
    return this.messages.send(user, body.message, body.scenario);
  }
}

/** The officer's Messages list. */
@ApiTags('loan-officer')
@ApiCookieAuth()
@Roles('loan_officer', 'admin')
@Controller('loan-officer/messages')
export class OfficerMessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Messages from your clients, newest first.' })
  list(@CurrentUser() officer: UserEntity, @Query() query: MessagesQueryDto): Promise<ClientMessageList> {
    return this.messages.list(officer.id, { clientId: query.clientId, unread: query.unread, limit: query.limit ?? 50, offset: query.offset ?? 0 });
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark a message read or unread.' })
  update(@CurrentUser() officer: UserEntity, @Param('id', new ParseIdPipe('Message')) id: string, @Body() body: UpdateMessageDto): Promise<ClientMessage> {
    return this.messages.markRead(officer.id, id, body.read);
  }
}
